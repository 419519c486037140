const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

type DateOptions = Pick<Intl.DateTimeFormatOptions, 'day' | 'month' | 'year'>;
const WRITTEN_OUT = new Set(['day', 'month', 'year']);

/**
 * Day, month name and year written out ("21 Nov 2026", "November 2026"). Not Intl: the first
 * date formatted on a page load made Chromium load its date data, ~60 ms of a fast machine's
 * main thread (seconds of blocking on a cheap phone) for one "Listed" line on the product page.
 */
function writtenOut(date: Date, { day, month, year }: DateOptions): string {
  const name = MONTHS[date.getMonth()]!;
  const parts = [
    day && (day === '2-digit' ? String(date.getDate()).padStart(2, '0') : String(date.getDate())),
    month && (month === 'long' ? name : month === 'short' ? name.slice(0, 3) : String(date.getMonth() + 1)),
    year && (year === '2-digit' ? String(date.getFullYear() % 100).padStart(2, '0') : String(date.getFullYear())),
  ];
  return parts.filter(Boolean).join(' ');
}

/** "21 Nov 2026"; options other than day, month and year go to the browser's own formatting. */
export function formatDate(iso: string | null | undefined, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const plain = Object.keys(options).every((key) => WRITTEN_OUT.has(key)) && (options.month === undefined || ['long', 'short', 'numeric'].includes(options.month));
  return plain ? writtenOut(date, options) : date.toLocaleDateString(undefined, options);
}

/** "November 2026" for "Joined …". */
export const formatMonthYear = (iso: string | null | undefined) => formatDate(iso, { month: 'long', year: 'numeric' });
