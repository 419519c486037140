import { formatDate } from './date.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * doc 1 §4.7: under a minute "Just now", then minutes under 60 ("5m ago"), hours under 24
 * ("3h ago"), days under 7 ("2d ago"), otherwise the date ("21 Nov 2026"). A time slightly in
 * the future (the phone's clock behind the server's) also reads "Just now".
 */
export function formatRelativeTime(iso: string, now: number = Date.now(), dateFormat?: Intl.DateTimeFormatOptions): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const elapsed = now - time;
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return formatDate(iso, dateFormat);
}
