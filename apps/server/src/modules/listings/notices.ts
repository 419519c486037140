import type { NotificationEvent } from '../../platform/notifier.ts';

/** The seller's review screen for one listing (the dashboard opens it). */
export const reviewLink = (productId: string) => `/shop?review=${productId}`;

/**
 * A drafted listing waits for its seller. An account notice (`setting: null`, type `other` as the
 * admin's listing notices): publishing depends on it, so no switch silences it; Web Push wakes a
 * closed app, because the seller left while the AI worked.
 */
export function readyToReviewNotice(l: { productId: string; shopId: string; ownerId: string; title: string }): NotificationEvent {
  const named = l.title.trim() ? `“${l.title.trim()}”` : 'Your new listing';
  return {
    recipientId: l.ownerId,
    actorId: null,
    type: 'other',
    setting: null,
    title: 'Your listing is ready to review',
    message: `${named} is drafted. Check what the AI suggested, then publish it.`,
    data: { productId: l.productId, shopId: l.shopId, link: reviewLink(l.productId) },
    webPush: true,
  };
}
