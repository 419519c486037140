import { formatDate } from '@/lib/format/date.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Whole calendar days between two moments in the viewer's time zone. */
function daysBetween(then: Date, now: Date): number {
  const a = Date.UTC(then.getFullYear(), then.getMonth(), then.getDate());
  const b = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((b - a) / DAY);
}

/**
 * doc 1 §9 liked-at labels: Today, Yesterday, N days ago under 7, N weeks ago under 30,
 * else the date.
 */
export function likedAtLabel(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return '';
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const days = Math.max(0, daysBetween(then, now));
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
  }
  return formatDate(iso);
}
