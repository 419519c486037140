import { RATING_STAR, type Comment } from '@sokoni/contracts/comment-rules';
import { commentsWords } from './comments-words.ts';

/** doc 1 §3: a phone longer than 6 characters shows as its first 3, ***, and its last 2. */
export function maskPhone(phone: string | null | undefined): string {
  const value = phone?.trim() ?? '';
  return value.length > 6 ? `${value.slice(0, 3)}***${value.slice(-2)}` : '';
}

type Author = Partial<Pick<Comment['user'], 'name' | 'username' | 'maskedPhone'>> & { phoneNumber?: string | null };

/** doc 1 §3 author display: name, else username, else a masked phone, else Anonymous. */
export function authorName(user: Author | null | undefined): string {
  return user?.name?.trim() || user?.username?.trim() || user?.maskedPhone?.trim() || maskPhone(user?.phoneNumber) || commentsWords.get().anonymous;
}

/** doc 1 §5: a rating posted without words reads as that many stars. */
export function starText(rating: number | null | undefined): string {
  const stars = Math.max(0, Math.min(5, Math.round(rating ?? 0)));
  return RATING_STAR.repeat(stars);
}

export const ratingLabel = (rating: number) => commentsWords.get().ratedOutOf5({ rating });

/** doc 1 §2.10: replies are collapsed behind "View N replies" and folded away with "Hide N replies". */
export function replyToggleLabel(count: number, expanded: boolean): string {
  const t = commentsWords.get();
  return expanded ? t.hideReplies(count) : t.viewReplies(count);
}

/** doc 1 §2.10: thumbnails shown before the "+N" tile: 3 under a comment, 2 under a reply. */
export const thumbnailLimit = (depth: 0 | 1) => (depth === 0 ? 3 : 2);

/** How many thumbnails a grid shows and the N of its "+N" tile (0: no tile). */
export function mediaGridLayout(total: number, limit: number): { shown: number; more: number } {
  const shown = Math.max(0, Math.min(total, limit));
  return { shown, more: Math.max(0, total - shown) };
}

/** Videos are told by their type, or by an .mp4/.webm address (doc 1 §3). */
export const isVideoAttachment = (item: { type?: string; url?: string }) =>
  Boolean(item.type?.startsWith('video')) || /\.(mp4|webm|mov)(\?|$)/i.test(item.url ?? '');

/** "4.3" for the sheet's title; no ratings yet → null. */
export function averageLabel(average: number | null | undefined): string | null {
  return average && average > 0 ? average.toFixed(1) : null;
}
