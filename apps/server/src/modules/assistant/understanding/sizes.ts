import type { Scan } from './scan.ts';

const NUM = '\\d{1,2}(?:\\.5)?';
const LETTER = 'xxxl|xxl|xl|xxs|xs|[2-5]xl|s|m|l';
const WORD = 'extra\\s+large|extra\\s+small|small|medium|large';
const g = (source: string) => new RegExp(source, 'g');

const SIZE_WORD = g(`(?<![\\w])(?:size|sz|saizi|sayizi)\\s*(uk|us|eu)?\\s*(${NUM}|${LETTER}|${WORD})(?:\\s*(?:or|and|/|-|to)\\s*(${NUM}|${LETTER}))?(?![\\w.])`);
const SYSTEM = g(`(?<![\\w])(uk|us|eu)\\s?(${NUM})(?![\\w.])(?:\\s*(?:or|and|-|to)\\s*(${NUM})(?![\\w.]))?`);
const LETTERS = /(?<![\w-])(xxxl|xxl|xl|xxs|xs|[2-5]xl)(?![\w])/g;
const WAIST = /(?<![\w])(?:(\d{2})\s*waist|waist\s*(\d{2}))(?![\w])/g;
const WORD_SIZES = g(`(?<![\\w])(${WORD})(?![\\w])`);

const CANONICAL: Readonly<Record<string, string>> = {
  '2xl': 'XXL',
  '3xl': 'XXXL',
  '4xl': '4XL',
  '5xl': '5XL',
  small: 'S',
  medium: 'M',
  large: 'L',
  'extra large': 'XL',
  'extra small': 'XS',
};

const canonical = (size: string, system?: string): string => {
  const s = size.replace(/\s+/g, ' ');
  const named = CANONICAL[s] ?? (/^\d/.test(s) ? s : s.toUpperCase());
  return system ? `${system.toUpperCase()} ${named}` : named;
};

/** Clothing and shoe sizes: "size 9", "size 9 or 10", "uk 8", "eu 42", "xl", "32 waist". */
export function readSizes(scan: Scan): string[] {
  const sizes: string[] = [];
  const add = (size: string | undefined, system?: string) => {
    if (size && !sizes.includes(canonical(size, system))) sizes.push(canonical(size, system));
  };
  scan.take(SIZE_WORD, (m) => {
    add(m[2], m[1]);
    add(m[3], m[1]);
  });
  scan.take(SYSTEM, (m) => {
    add(m[2], m[1]);
    add(m[3], m[1]);
  });
  scan.take(LETTERS, (m) => add(m[1]));
  scan.take(WAIST, (m) => add(m[1] ?? m[2]));
  return sizes;
}

/** "small", "medium", "large": sizes only for clothes (the caller decides), else plain words. */
export function readWordSizes(scan: Scan): string[] {
  const sizes: string[] = [];
  scan.take(WORD_SIZES, (m) => {
    const size = canonical(m[1] ?? '');
    if (!sizes.includes(size)) sizes.push(size);
  });
  return sizes;
}
