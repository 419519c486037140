import { AMOUNT, AMOUNT_GROUPS, amountAt, type Amount } from './amounts.ts';
import { ABOUT_AFTER, ABOUT_BEFORE, ABOUT_SPREAD, CURRENCY_AFTER, MAX_AFTER, MAX_BEFORE, MIN_AFTER, MIN_BEFORE, type ShopperCurrency } from './money-words.ts';
import type { Scan } from './scan.ts';

export type PriceReading = { min?: number; max?: number; currency?: ShopperCurrency };

const g = (source: string) => new RegExp(source, 'g');
const word = (alternatives: string) => `(?<![\\w])(?:${alternatives})`;

const RANGE = g(`(?:${word('between|btwn|btw|from|frm')}\\s+)?${AMOUNT}\\s*(?:-|to|and|till|until|up\\s+to)\\s*${AMOUNT}`);
const MAX = g(`(?:${word(MAX_BEFORE)}|<=?)\\s*(?:of\\s+|than\\s+|is\\s+)?${AMOUNT}`);
const MIN = g(`(?:${word(MIN_BEFORE)}|>=?)\\s*(?:of\\s+|than\\s+)?${AMOUNT}`);
const ABOUT = g(`(?:${word(ABOUT_BEFORE)}|~|\\+-|\\+/-)\\s*${AMOUNT}`);
const MAX_SUFFIX = g(`${AMOUNT}\\s*(?:${MAX_AFTER})(?![\\w])`);
const MIN_SUFFIX = g(`${AMOUNT}\\s*(?:\\+|(?:${MIN_AFTER})(?![\\w]))`);
const ABOUT_SUFFIX = g(`${AMOUNT}\\s*(?:${ABOUT_AFTER})(?![\\w])`);
const BARE = g(AMOUNT);
/** A currency named apart from the number ("rands 500", "price in emalangeni"). */
const CURRENCY_WORD = /(?<![\w])(emalangeni|lilangeni|malangeni|rands?|shillings?|dollars?|bob|kshs|ksh|kes|zar|szl|usd)(?![\w])/g;

/** A bare number below this is a count or a model ("2 chairs"), not a price; from the largest up, a phone number. */
const SMALLEST_BARE_PRICE = 100;
const LARGEST_BARE_PRICE = 9_999_999;
const LARGEST_PRICE = 1e10;

/**
 * Reads the price a message asks for, in every form: ranges ("R1,500-R3,000", "between 3k and
 * 5k"), ceilings ("under 2k", "max 1500", "<500"), floors ("from 10k", "5000+"), approximations
 * ("around 5000", "~5k": ±20 %) and a bare amount, read as a ceiling (a budget: "phone E2000").
 * Years, sizes, mileages and specs are read (and consumed) before this runs.
 */
export function readPrice(scan: Scan): PriceReading {
  const out: PriceReading = {};
  const note = (a: Amount) => {
    out.currency ??= a.currency;
  };
  const after = (m: RegExpMatchArray, start: number) => scan.after(start + m[0].length);

  scan.take(RANGE, (m, start) => {
    const a = amountAt(m, 1, '');
    const b = amountAt(m, 1 + AMOUNT_GROUPS, after(m, start));
    if (!a || !b || out.min !== undefined || out.max !== undefined) return false;
    // "3-5k", "between 3 and 5 thousand": the first number borrows the second's multiplier.
    let low = a.value;
    if (!a.multiplier && b.multiplier && a.number * b.multiplier <= b.value) low = a.number * b.multiplier;
    out.min = Math.min(low, b.value);
    out.max = Math.max(low, b.value);
    out.currency ??= a.currency ?? b.currency;
  });
  const single = (re: RegExp, at: number, apply: (a: Amount) => void) =>
    scan.take(re, (m, start) => {
      const a = amountAt(m, at, after(m, start));
      if (!a || a.value > LARGEST_PRICE) return false;
      note(a);
      apply(a);
    });
  const about = (a: Amount) => {
    out.min ??= Math.round(a.value * (1 - ABOUT_SPREAD));
    out.max ??= Math.round(a.value * (1 + ABOUT_SPREAD));
  };
  single(ABOUT, 1, about);
  single(MAX, 1, (a) => (out.max ??= a.value));
  single(MIN, 1, (a) => (out.min ??= a.value));
  single(MAX_SUFFIX, 1, (a) => (out.max ??= a.value));
  single(MIN_SUFFIX, 1, (a) => (out.min ??= a.value));
  single(ABOUT_SUFFIX, 1, about);
  scan.take(BARE, (m, start) => {
    const a = amountAt(m, 1, after(m, start));
    if (!a || a.value > LARGEST_PRICE || (!a.explicit && (a.value < SMALLEST_BARE_PRICE || a.value > LARGEST_BARE_PRICE))) return false;
    note(a);
    if (a.ish) about(a);
    else if (out.max === undefined && out.min === undefined) out.max = a.value;
  });
  scan.take(CURRENCY_WORD, (m) => {
    if (out.min !== undefined || out.max !== undefined) out.currency ??= CURRENCY_AFTER[m[1] ?? ''];
  });
  return out;
}
