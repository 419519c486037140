import { formatDate } from './date.ts';
import { formatWords } from './format-words.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * doc 1 §4.7: under a minute "Just now", then minutes under 60 ("5m ago"), hours under 24
 * ("3h ago"), days under 7 ("2d ago"), otherwise the date ("21 Nov 2026"). A time slightly in
 * the future (the phone's clock behind the server's) also reads "Just now". In the app's language
 * (format-words.ts).
 */
export function formatRelativeTime(iso: string, now: number = Date.now(), dateFormat?: Intl.DateTimeFormatOptions): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const elapsed = now - time;
  const t = formatWords.get();
  if (elapsed < MINUTE) return t.justNow;
  if (elapsed < HOUR) return t.minutesAgo(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return t.hoursAgo(Math.floor(elapsed / HOUR));
  if (elapsed < 7 * DAY) return t.daysAgo(Math.floor(elapsed / DAY));
  return formatDate(iso, dateFormat);
}
