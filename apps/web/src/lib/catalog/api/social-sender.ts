import type { SocialSender } from '../social-toggle.ts';
import { bookmarkProduct } from './bookmark-product.ts';
import { setShopFollow } from './follow-shop.ts';
import { likeProduct } from './like-product.ts';

/** The real API behind toggleSocial. */
export const sendSocialToggle: SocialSender = async (target, wasActive) => {
  if (target.kind === 'like') {
    const reply = await likeProduct(target.productId);
    return { active: reply.liked, count: reply.likesCount };
  }
  if (target.kind === 'bookmark') {
    const reply = await bookmarkProduct(target.productId);
    return { active: reply.isBookmarked, count: reply.bookmarksCount };
  }
  if (target.kind !== 'follow') throw new Error('Unknown social action');
  const reply = await setShopFollow(target.shopId, !wasActive);
  return { active: reply.isFollowing, count: reply.followersCount };
};
