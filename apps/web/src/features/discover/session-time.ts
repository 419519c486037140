import { formatDate } from '@/lib/format/date.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * doc 2 §9, relative time of the assistant's history: 'Just now', 'Nm ago', 'Nh ago', 'Nd ago'
 * under 7 days, else the short month and day ('Nov 21' in the viewer's locale). A time a little
 * ahead of the phone's clock reads 'Just now'.
 */
export function formatSessionTime(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const elapsed = now - time;
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return formatDate(iso, { month: 'short', day: 'numeric' });
}
