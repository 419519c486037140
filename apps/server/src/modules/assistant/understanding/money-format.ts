import { currencySymbol } from '@sokoni/contracts/countries';
import { formatFixed } from '@sokoni/contracts/format-count';

/** "E2,000", "R150,000", "KSh 20,000", "$300", "2,500.50" (no currency: the number alone). */
export function formatMoney(amount: number, currency?: string): string {
  const number = formatFixed(amount, Number.isInteger(amount) ? 0 : 2);
  if (!currency) return number;
  const symbol = currencySymbol(currency);
  return /^[A-Za-z]{2,}/.test(symbol) ? `${symbol} ${number}` : `${symbol}${number}`;
}
