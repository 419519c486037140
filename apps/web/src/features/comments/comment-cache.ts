import type { Comment, CommentList, CommentStats, CommentTarget } from '@sokoni/contracts/comment-rules';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { updateCachedProducts } from '@/entities/product/product-cache.ts';
import { updateCachedShop } from '@/entities/shop/shop-cache.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';

type ListData = InfiniteData<CommentList, unknown>;
type ThreadData = { comment: Comment };
/** Returns the comment to keep (the same object when untouched) or null to remove it. */
type CommentFn = (comment: Comment) => Comment | null;

/** Applies `fn` to every comment and reply in a list, keeping untouched branches' identity. */
function mapComments(comments: Comment[], fn: CommentFn): Comment[] {
  let changed = false;
  const next: Comment[] = [];
  for (const comment of comments) {
    const mapped = fn(comment);
    if (!mapped) {
      changed = true;
      continue;
    }
    const replies = mapped.replies?.length ? mapComments(mapped.replies, fn) : mapped.replies;
    const result = replies === mapped.replies ? mapped : { ...mapped, replies };
    if (result !== comment) changed = true;
    next.push(result);
  }
  return changed ? next : comments;
}

const isList = (data: unknown): data is ListData => typeof data === 'object' && data !== null && 'pages' in data;
const isThread = (data: unknown): data is ThreadData => typeof data === 'object' && data !== null && 'comment' in data;

/** Rewrites every cached copy of comments (target lists and opened threads). */
export function updateCachedComments(queryClient: QueryClient, fn: CommentFn): void {
  for (const [key, data] of queryClient.getQueriesData({ queryKey: queryKeys.comments.all })) {
    if (isList(data)) {
      let changed = false;
      const pages = data.pages.map((page) => {
        const comments = mapComments(page.comments, fn);
        if (comments === page.comments) return page;
        changed = true;
        return { ...page, comments };
      });
      if (changed) queryClient.setQueryData(key, { ...data, pages });
    } else if (isThread(data)) {
      const [comment] = mapComments([data.comment], fn);
      if (comment !== data.comment) queryClient.setQueryData(key, comment ? { comment } : undefined);
    }
  }
}

/** One comment (or reply) by id, everywhere it is cached. */
export const updateCachedComment = (queryClient: QueryClient, id: string, fn: (comment: Comment) => Comment | null) =>
  updateCachedComments(queryClient, (c) => (c._id === id ? fn(c) : c));

/** doc 1 §4.6: a new comment goes to the top of its target's list at once. */
export function prependComment(queryClient: QueryClient, targetType: CommentTarget, targetId: string, comment: Comment): void {
  queryClient.setQueryData<ListData>(queryKeys.comments.list(targetType, targetId), (data) => {
    if (!data?.pages.length) return data;
    const [first, ...rest] = data.pages as [CommentList, ...CommentList[]];
    const stats = { ...first.stats, totalComments: first.stats.totalComments + 1 };
    return { ...data, pages: [{ ...first, comments: [comment, ...first.comments], stats }, ...rest] };
  });
}

/** A new reply joins its parent, and the parent counts it. */
export function appendReply(queryClient: QueryClient, parentId: string, reply: Comment): void {
  updateCachedComment(queryClient, parentId, (parent) => ({ ...parent, replies: [...(parent.replies ?? []), reply], replyCount: parent.replyCount + 1 }));
}

/** Removes a comment; its parent (when it is a reply) counts one less. */
export function removeComment(queryClient: QueryClient, comment: Pick<Comment, '_id' | 'parentId'>): void {
  updateCachedComments(queryClient, (c) => {
    if (c._id === comment._id) return null;
    if (c._id === comment.parentId) return { ...c, replyCount: Math.max(0, c.replyCount - 1) };
    return c;
  });
}

/** The feed's comment button and the product page read `comments` on the cached product. */
export function setProductCommentCount(queryClient: QueryClient, productId: string, count: (current: number) => number): void {
  updateCachedProducts(queryClient, (p) => (p.id === productId ? { ...p, comments: Math.max(0, count(p.comments ?? 0)) } : p));
}

/**
 * The sheet's stats are the server's word on a target: its comment count and rating go to every
 * cached copy of the product (feed, lists, detail, shop pages) or the shop, so a card never
 * shows 3.8 while the sheet says 3.9.
 */
export function applyTargetStats(queryClient: QueryClient, targetType: CommentTarget, targetId: string, stats: CommentStats): void {
  const rating = { average: stats.averageRating, count: stats.ratingsCount };
  const sameRating = (r: { average: number; count: number } | undefined) => r?.average === rating.average && r.count === rating.count;
  if (targetType === 'product') {
    updateCachedProducts(queryClient, (p) =>
      p.id !== targetId || (p.comments === stats.totalComments && sameRating(p.rating)) ? p : { ...p, comments: stats.totalComments, rating },
    );
  } else {
    updateCachedShop(queryClient, targetId, (shop) => (sameRating(shop.rating) ? shop : { ...shop, rating, averageRating: rating.average }));
  }
}

/**
 * After a post, edit or delete: the target's comments are fetched again, even with the sheet
 * closed, and their stats spread to every cached product or shop.
 */
export async function refreshTargetStats(queryClient: QueryClient, targetType: CommentTarget, targetId: string): Promise<void> {
  const queryKey = queryKeys.comments.list(targetType, targetId);
  await queryClient.invalidateQueries({ queryKey, refetchType: 'all' });
  // A refetch begun with the sheet open is cancelled and reverted when the sheet closes before
  // it answers (its queryFn takes the abort signal); the list is then still invalid: fetch again.
  for (let tries = 0; tries < 2 && queryClient.getQueryState(queryKey)?.isInvalidated; tries += 1) {
    await queryClient.refetchQueries({ queryKey, type: 'all' });
  }
  const stats = queryClient.getQueryData<ListData>(queryKey)?.pages[0]?.stats;
  if (stats) applyTargetStats(queryClient, targetType, targetId, stats);
}

/** Every comment of a list's pages, each once (a prepend shifts later pages by one). */
export function flattenPages(data: ListData | undefined): Comment[] {
  const seen = new Set<string>();
  const comments: Comment[] = [];
  for (const page of data?.pages ?? []) {
    for (const comment of page.comments) {
      if (seen.has(comment._id)) continue;
      seen.add(comment._id);
      comments.push(comment);
    }
  }
  return comments;
}
