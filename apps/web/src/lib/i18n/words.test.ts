import { LANGUAGES } from '@sokoni/contracts/languages';
import { describe, expect, it } from 'vitest';
import { ENGLISH, type Words } from './i18n.ts';
import { WORD_FILES } from './translated-files.ts';
import { WORDS as SS } from './words/ss/index.ts';
import { WORDS as SW } from './words/sw/index.ts';
import { WORDS as ZU } from './words/zu/index.ts';

const CATALOGS: Record<string, Words> = { ss: SS, zu: ZU, sw: SW };

/** Words that are the same in every language: names (countries Kiswahili and siSwati write as English does). */
const SAME_IN_EVERY_LANGUAGE = new Set<string>(['Eswatini', 'Botswana', 'Namibia', 'Zambia', 'Malawi', 'Kenya', 'Tanzania', 'Uganda', 'Rwanda', 'Zimbabwe', 'Australia']);

type Entry = string | Readonly<Record<string, string>>;
/** A text's named {slots}; `{count}` may be left out of a plural form ("one item"). */
const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].flatMap((m) => (m[1] === 'count' ? [] : [m[1]])).sort().join();
const forms = (entry: Entry): string[] => (typeof entry === 'string' ? [entry] : Object.values(entry));

/** What is wrong with one language's words for one component, against the English (component → key → words). */
export function catalogProblems(english: Readonly<Record<string, Entry>>, translated: Readonly<Record<string, Entry>> | undefined): string[] {
  if (!translated) return ['the component is missing'];
  const problems: string[] = [];
  for (const [key, base] of Object.entries(english)) {
    const words = translated[key];
    if (words === undefined) {
      problems.push(`${key}: missing`);
      continue;
    }
    if (typeof words !== typeof base) problems.push(`${key}: ${typeof base === 'string' ? 'a string' : 'plural forms'} expected`);
    const englishForms = forms(base);
    if (forms(words).some((w) => englishForms.includes(w)) && !englishForms.every((w) => SAME_IN_EVERY_LANGUAGE.has(w))) problems.push(`${key}: left in English`);
    const expected = slots(typeof base === 'string' ? base : (base.other ?? ''));
    for (const form of forms(words)) if (slots(form) !== expected) problems.push(`${key}: slots ${slots(form)} for ${expected}`);
  }
  for (const key of Object.keys(translated)) if (!(key in english)) problems.push(`${key}: not in the English (stale)`);
  return problems;
}

describe('the web app speaks ss, zu and sw wherever it has been translated (issue 29)', async () => {
  // Importing the converted files defines their components: the English each language must match.
  await Promise.all(WORD_FILES.map((file) => import(/* @vite-ignore */ `../../${file}`)));
  // params/count keep their English as `input`.
  const english = Object.fromEntries(
    Object.entries(ENGLISH).map(([component, words]) => [component, Object.fromEntries(Object.entries(words).map(([key, value]) => [key, (value as { input?: Entry }).input ?? (value as Entry)]))]),
  );

  it('defines the words of the converted screens', () => {
    expect(Object.keys(english)).toEqual(expect.arrayContaining(['shell', 'auth', 'settings', 'languagePicker', 'appStatus']));
  });

  for (const code of LANGUAGES.filter((c) => c !== 'en')) {
    it(`${code}: every key translated, none left in English, the same {slots}, none stale`, () => {
      const catalog = CATALOGS[code]!;
      const problems = Object.entries(english).flatMap(([component, words]) => catalogProblems(words, catalog[component]).map((p) => `${component}.${p}`));
      const stale = Object.keys(catalog).filter((component) => !(component in english));
      expect([...problems, ...stale.map((c) => `${c}: no such component`)]).toEqual([]);
    });
  }

  it('catches a missing key, English left in, a lost slot and a stale key', () => {
    const base = { a: 'Sign in', b: 'Wait {seconds} seconds', c: 'Shop' };
    expect(catalogProblems(base, { a: 'Ngena', b: 'Lindza imizuzwana', c: 'Shop', d: 'x' })).toEqual([
      'b: slots  for seconds',
      'c: left in English',
      'd: not in the English (stale)',
    ]);
    expect(catalogProblems(base, { a: 'Ngena' })).toContain('b: missing');
  });
});
