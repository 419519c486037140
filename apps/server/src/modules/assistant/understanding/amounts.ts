import { CURRENCY_AFTER, CURRENCY_BEFORE, MULTIPLIERS, type ShopperCurrency } from './money-words.ts';

/** An amount as written: "E2000", "150k", "R 1.5m", "20000 bob", "5kish". Five groups: currency, number, multiplier, "ish", currency word. */
export const AMOUNT =
  '(?<![\\w.$])(?:(us\\$|\\$|kshs|ksh|kes|szl|zar|usd|sh|e|r)\\s?)?(\\d+(?:\\.\\d+)?)(?:\\s?(thousand|million|grand|mill|mil|k|m)(?=ish\\b|[^a-z]|$))?(\\s?ish)?(?:\\s?(emalangeni|lilangeni|malangeni|shillings?|dollars?|rands?|bucks|kshs|ksh|kes|szl|zar|usd|bob)\\b)?(?![a-z\\d])';
export const AMOUNT_GROUPS = 5;

export type Amount = {
  value: number;
  number: number;
  multiplier?: number;
  currency?: ShopperCurrency;
  /** A currency or a multiplier was written: surely money. */
  explicit: boolean;
  ish: boolean;
};

/** "1.5m" before these is a length, not a million. */
const LENGTH_AFTER = /^\s*(?:drop|long|wide|high|tall|length|width|x\b)/;

/** The amount whose five groups start at `at` in a match; undefined for a length ("2.3m drop"). */
export function amountAt(m: RegExpMatchArray, at: number, textAfter: string): Amount | undefined {
  const [before, digits, mult, ish, after] = [m[at], m[at + 1], m[at + 2], m[at + 3], m[at + 4]];
  if (digits === undefined) return undefined;
  const number = Number(digits);
  const multiplier = mult ? MULTIPLIERS[mult] : undefined;
  if (mult === 'm' && (!before || number >= 1000) && LENGTH_AFTER.test(textAfter)) return undefined;
  const currency = (before ? CURRENCY_BEFORE[before] : undefined) ?? (after ? CURRENCY_AFTER[after] : undefined);
  return {
    value: Math.round(number * (multiplier ?? 1) * 100) / 100,
    number,
    ...(multiplier ? { multiplier } : {}),
    ...(currency ? { currency } : {}),
    explicit: Boolean(before || after || multiplier),
    ish: Boolean(ish),
  };
}
