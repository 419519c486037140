import type { NotificationEvent } from '../../platform/notifier.ts';

/**
 * Stands for the actor's display name in a title or message; the notifier fills it in from the
 * same read that checks the recipient's settings, so callers need not look the actor up.
 */
export const ACTOR = '{actor}';

/**
 * Fills in the actor's name at its first place only (a product title quoted later may hold the
 * same characters); a function replacer, so a `$` in a name is taken literally.
 */
export const withActorName = (text: string, name: string) => text.replace(ACTOR, () => name);

export function shopFollowedEvent(p: { ownerId: string; actorId: string; shopId: string }): NotificationEvent {
  return {
    recipientId: p.ownerId,
    actorId: p.actorId,
    type: 'follow',
    setting: 'follows',
    title: 'New follower',
    message: `${ACTOR} started following your shop`,
    data: { shopId: p.shopId, actorId: p.actorId, link: `/shops/${p.shopId}` },
  };
}

export function userFollowedEvent(p: { followingId: string; actorId: string }): NotificationEvent {
  return {
    recipientId: p.followingId,
    actorId: p.actorId,
    type: 'follow',
    setting: 'follows',
    title: 'New follower',
    message: `${ACTOR} started following you`,
    data: { actorId: p.actorId },
  };
}

export function productLikedEvent(p: { ownerId: string; actorId: string; productId: string; productTitle: string }): NotificationEvent {
  return {
    recipientId: p.ownerId,
    actorId: p.actorId,
    type: 'like',
    setting: 'likes',
    title: 'New like',
    message: `${ACTOR} liked your product ${p.productTitle}`,
    data: { productId: p.productId, actorId: p.actorId, link: `/products/${p.productId}` },
  };
}
