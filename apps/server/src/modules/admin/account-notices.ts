import { MAX_ID_VERIFICATION_ATTEMPTS } from '@sokoni/contracts/constants';
import type { NotificationEvent } from '../../platform/notifier.ts';

/**
 * What a person is told when an admin acts on their account, listing or comment. All of type
 * `other` (doc 1 §3 has no moderation type) and all account notices (`setting: null`): the
 * person must learn it whatever their switches say. No actor: which admin acted stays inside
 * the console, and the message says "an administrator".
 */
type Notice = Omit<NotificationEvent, 'actorId' | 'setting' | 'type'>;
const notice = (n: Notice): NotificationEvent => ({ ...n, actorId: null, setting: null, type: 'other' });

const EXCERPT = 60;
/** A short quote of the person's own words: enough to recognise them, never the whole text. */
export const shortExcerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1).trimEnd()}…` : flat;
};
/** The admin's reason as a sentence of its own. */
const because = (reason: string | null) => (reason ? ` Reason: ${reason}${/[.!?]$/.test(reason) ? '' : '.'}` : '');

export type NoticeProduct = { id: string; title: string; shopId: string; ownerId: string };
export type NoticeComment = { id: string; authorId: string; body: string; target: { type: 'product' | 'shop'; id: string } };

export function verificationDecidedNotice(userId: string, approve: boolean, reason: string | null, attemptsUsed: number): NotificationEvent {
  const attemptsLeft = Math.max(0, MAX_ID_VERIFICATION_ATTEMPTS - attemptsUsed);
  const next = attemptsLeft > 0 ? `You can submit again (${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left).` : 'You have no attempts left. Please contact support.';
  return notice({
    recipientId: userId,
    title: approve ? 'ID verification approved' : 'ID verification rejected',
    message: approve ? `Your ID is verified: your profile and shop now show the verified badge.${reason ? ` ${reason}` : ''}` : `${because(reason).trim()} ${next}`,
    data: { link: '/account' },
    webPush: true,
  });
}

export function productHiddenNotice(product: NoticeProduct, reason: string | null): NotificationEvent {
  return notice({
    recipientId: product.ownerId,
    title: 'Your listing was hidden',
    message: `An administrator hid "${product.title}" from buyers.${because(reason)} You can still see and edit it; contact support if you think this is a mistake.`,
    data: { productId: product.id, shopId: product.shopId, link: `/products/${product.id}` },
  });
}

export function productShownNotice(product: NoticeProduct, reason: string | null): NotificationEvent {
  return notice({
    recipientId: product.ownerId,
    title: 'Your listing is visible again',
    message: `"${product.title}" is visible to buyers again.${because(reason)}`,
    data: { productId: product.id, shopId: product.shopId, link: `/products/${product.id}` },
  });
}

/** Stored while the account is suspended; the person reads it once restored. */
export function accountSuspendedNotice(userId: string, hadShop: boolean, reason: string | null): NotificationEvent {
  return notice({
    recipientId: userId,
    title: 'Your account was suspended',
    message: `An administrator suspended your account${hadShop ? ' and hid your shop and its listings from buyers' : ''}.${because(reason)} Contact support if you think this is a mistake.`,
    data: { link: '/help' },
  });
}

export function accountRestoredNotice(userId: string, hasShop: boolean, reason: string | null): NotificationEvent {
  return notice({
    recipientId: userId,
    title: 'Your account was restored',
    message: `Your account is active again${hasShop ? ', and your shop is visible to buyers' : ''}.${because(reason)}`,
    data: { link: '/account' },
  });
}

export function commentRemovedNotice(comment: NoticeComment, reason: string | null): NotificationEvent {
  const on = comment.target.type === 'product' ? { productId: comment.target.id, link: `/products/${comment.target.id}` } : { shopId: comment.target.id, link: `/shops/${comment.target.id}` };
  return notice({
    recipientId: comment.authorId,
    title: 'Your comment was removed',
    message: `An administrator removed your comment "${shortExcerpt(comment.body)}".${because(reason)}`,
    data: { commentId: comment.id, ...on },
  });
}
