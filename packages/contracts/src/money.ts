import { formatFixed } from './format-count.ts';

/** Symbols buyers here read every day; Intl would print "SZL" or "KES". doc 1 §9: Eswatini prefix E. */
export const CURRENCY_SYMBOLS: Record<string, string> = {
  SZL: 'E', ZAR: 'R', KES: 'KSh', USD: '$', GBP: '£', EUR: '€', CAD: 'CA$', AUD: 'A$', BWP: 'P',
  LSL: 'M', NAD: 'N$', MZN: 'MT', TZS: 'TSh', UGX: 'USh', ZMW: 'K', MWK: 'MK', RWF: 'FRw', ZWL: 'Z$',
};

/** Currencies without minor units in daily use. */
const WHOLE_CURRENCIES = new Set(['UGX', 'RWF']);

export function currencySymbol(code: string): string {
  return CURRENCY_SYMBOLS[code.toUpperCase()] ?? code.toUpperCase();
}

export type PriceStyle = {
  /**
   * `always` (prices on cards, `formattedPrice`): "E2,000.00". `if-any` (prices inside a
   * sentence, the assistant's words): "under E2,000", yet "at E1,249.50".
   */
  cents?: 'always' | 'if-any';
};

/**
 * The one money formatter: "E1,250.00", "KSh 3,499.00", "-$5.00"; one-letter symbols sit tight,
 * longer ones get a space. Without a currency, the number alone ("2,500.50").
 */
export function formatPrice(amount: number, currency: string | null | undefined, { cents = 'always' }: PriceStyle = {}): string {
  const code = currency?.toUpperCase();
  const whole = (code !== undefined && WHOLE_CURRENCIES.has(code)) || (cents === 'if-any' && Math.round(amount * 100) % 100 === 0);
  const number = formatFixed(Math.abs(amount), whole ? 0 : 2);
  const sign = amount < 0 && /[1-9]/.test(number) ? '-' : '';
  if (!code) return `${sign}${number}`;
  const symbol = currencySymbol(code);
  return /^[A-Za-z]{2,}/.test(symbol) ? `${sign}${symbol} ${number}` : `${sign}${symbol}${number}`;
}

/** doc 1 §5: a price shows only when the amount is above 0. */
export function displayPrice(amount: number | null | undefined, currency: string | null | undefined): string {
  return typeof amount === 'number' && amount > 0 ? formatPrice(amount, currency || 'SZL') : 'Contact for price';
}
