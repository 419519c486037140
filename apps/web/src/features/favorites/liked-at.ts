import { formatDate } from '@/lib/format/date.ts';
import { favoritesWords } from './favorites-words.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Whole calendar days between two moments in the viewer's time zone. */
function daysBetween(then: Date, now: Date): number {
  const a = Date.UTC(then.getFullYear(), then.getMonth(), then.getDate());
  const b = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((b - a) / DAY);
}

/**
 * doc 1 §9 liked-at labels: Today, Yesterday, N days ago under 7, N weeks ago under 30,
 * else the date; in the app's language (favorites-words.ts).
 */
export function likedAtLabel(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return '';
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const days = Math.max(0, daysBetween(then, now));
  const t = favoritesWords.get();
  if (days === 0) return t.today;
  if (days === 1) return t.yesterday;
  if (days < 7) return t.daysAgo(days);
  if (days < 30) return t.weeksAgo(Math.floor(days / 7));
  return formatDate(iso);
}
