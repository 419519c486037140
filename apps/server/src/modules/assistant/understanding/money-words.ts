/** The currencies a buyer can name; every code has a rate in platform/db/tables/currency-rates.ts. */
export type ShopperCurrency = 'SZL' | 'ZAR' | 'KES' | 'USD';

/** Written before the amount: "E2000", "R 150 000", "KSh 20,000", "$300". */
export const CURRENCY_BEFORE: Readonly<Record<string, ShopperCurrency>> = {
  e: 'SZL',
  szl: 'SZL',
  r: 'ZAR',
  zar: 'ZAR',
  ksh: 'KES',
  kshs: 'KES',
  kes: 'KES',
  sh: 'KES',
  $: 'USD',
  us$: 'USD',
  usd: 'USD',
};

/**
 * Written after the amount: "2000 emalangeni", "20000 bob", "300 dollars". "Bucks" is slang for
 * rand in South Africa and dollars elsewhere, so it names no currency.
 */
export const CURRENCY_AFTER: Readonly<Record<string, ShopperCurrency | undefined>> = {
  emalangeni: 'SZL',
  lilangeni: 'SZL',
  malangeni: 'SZL',
  szl: 'SZL',
  rand: 'ZAR',
  rands: 'ZAR',
  zar: 'ZAR',
  bob: 'KES',
  shillings: 'KES',
  shilling: 'KES',
  ksh: 'KES',
  kshs: 'KES',
  kes: 'KES',
  dollars: 'USD',
  dollar: 'USD',
  usd: 'USD',
  bucks: undefined,
};

export const MULTIPLIERS: Readonly<Record<string, number>> = {
  k: 1_000,
  thousand: 1_000,
  grand: 1_000,
  m: 1_000_000,
  mil: 1_000_000,
  mill: 1_000_000,
  million: 1_000_000,
};

const alternatives = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[$]/g, '\\$').replace(/ /g, '\\s+'))
    .join('|');

/** Words before an amount that make it a ceiling ("under", "chini ya" in Swahili, "ngaphansi" in siSwati). */
export const MAX_BEFORE = alternatives([
  'under', 'below', 'beneath', 'less than', 'lower than', 'cheaper than', 'not more than', 'no more than', 'not over',
  'not above', 'not exceeding', 'max', 'maximum', 'up to', 'upto', 'at most', 'within', 'budget', 'budget of', 'budget is',
  'my budget is', 'for less than', 'for under', 'for below', 'chini ya', 'ngaphansi kwa', 'ngaphansi kuka', 'ngaphansi', 'ngaphasi',
  'nothing over', 'nothing above', 'not more then', 'less then', 'under than', 'undr', 'bellow', 'max of', 'no more then',
]);
export const MAX_AFTER = alternatives(['max', 'maximum', 'or less', 'and less', 'or below', 'and below', 'or under', 'and under', 'tops', 'at most', 'or cheaper', 'and cheaper', 'max budget', 'budget']);
export const MIN_BEFORE = alternatives([
  'over', 'above', 'more than', 'greater than', 'at least', 'min', 'minimum', 'from', 'starting at', 'starting from',
  'upwards of', 'juu ya', 'no less than', 'not less than', 'more then', 'ngetulu kwa', 'frm',
]);
export const MIN_AFTER = alternatives(['plus', 'or more', 'and more', 'and above', 'or above', 'and up', 'upwards', 'and over', 'or over', 'min', 'minimum', 'and upwards']);
export const ABOUT_BEFORE = alternatives([
  'around', 'about', 'approx', 'approximately', 'roughly', 'circa', 'close to', 'near', 'nearly', 'almost', 'in the region of',
  'something like', 'like', 'plus minus', 'plus or minus', 'more or less', 'ballpark', 'round about', 'kama', 'takriban',
]);
export const ABOUT_AFTER = alternatives(['ish', 'or so', 'give or take', 'more or less', 'or thereabouts']);

/** How far "around 5000" reaches either side. */
export const ABOUT_SPREAD = 0.2;
