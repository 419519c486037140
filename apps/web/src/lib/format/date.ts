import { DEFAULT_LANGUAGE } from '@sokoni/contracts/languages';
import { language } from '@/lib/i18n/language.ts';
import { formatWords } from './format-words.ts';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'] as const;

type DateOptions = Pick<Intl.DateTimeFormatOptions, 'day' | 'month' | 'year'>;
const WRITTEN_OUT = new Set(['day', 'month', 'year']);

/** Whether this browser has date data for a language (Chromium has Kiswahili, not isiZulu or siSwati). */
const intlDates = new Map<string, boolean>();
function hasIntlDates(code: string): boolean {
  let known = intlDates.get(code);
  if (known === undefined) {
    try {
      known = Intl.DateTimeFormat.supportedLocalesOf([code]).length > 0;
    } catch {
      known = false;
    }
    intlDates.set(code, known);
  }
  return known;
}

/**
 * Day, month name and year written out ("21 Nov 2026", "November 2026"). Not Intl for English:
 * the first date formatted on a page load made Chromium load its date data, ~60 ms of a fast
 * machine's main thread (seconds of blocking on a cheap phone) for one "Listed" line on the
 * product page. Another language without the browser's data writes its month in full from the
 * catalog ("21 Lweti 2026"): a month name cut to three letters is English's habit, not theirs.
 */
function writtenOut(date: Date, { day, month, year }: DateOptions, english: boolean): string {
  const name = formatWords.get()[MONTHS[date.getMonth()]!];
  const parts = [
    day && (day === '2-digit' ? String(date.getDate()).padStart(2, '0') : String(date.getDate())),
    month && (month === 'long' || (month === 'short' && !english) ? name : month === 'short' ? name.slice(0, 3) : String(date.getMonth() + 1)),
    year && (year === '2-digit' ? String(date.getFullYear() % 100).padStart(2, '0') : String(date.getFullYear())),
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * "21 Nov 2026" in English; in another language the browser's own date in that language where it
 * has the data (Kiswahili in Chromium: "30 Novemba 2026"), else the catalog's month names.
 * Options other than day, month and year go to the browser's own formatting.
 */
export function formatDate(iso: string | null | undefined, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const code = language.get();
  const english = code === DEFAULT_LANGUAGE;
  // A month cut to three letters is English's habit: other languages write it in full ("30 Novemba 2026").
  if (!english && hasIntlDates(code)) return date.toLocaleDateString(code, options.month === 'short' ? { ...options, month: 'long' } : options);
  const plain = Object.keys(options).every((key) => WRITTEN_OUT.has(key)) && (options.month === undefined || ['long', 'short', 'numeric'].includes(options.month));
  return plain ? writtenOut(date, options, english) : date.toLocaleDateString(english ? undefined : code, options);
}

/** "November 2026" for "Joined …". */
export const formatMonthYear = (iso: string | null | undefined) => formatDate(iso, { month: 'long', year: 'numeric' });
