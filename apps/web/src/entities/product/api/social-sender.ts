import type { SocialResult, SocialSender } from '../social-toggle.ts';
import { bookmarkProduct } from './bookmark-product.ts';
import { setShopFollow } from '@/entities/shop/api/follow-shop.ts';
import { likeProduct } from './like-product.ts';

type Toggled = SocialResult;

/**
 * Like, bookmark and follow (POST) calls toggle on the server. A list shows its items before their like states
 * arrive, so a quick tap may start from a stale state: when the server lands on the opposite of
 * what the person asked for, one more toggle gets there.
 */
export async function toggleTowards(intended: boolean, toggle: () => Promise<Toggled>): Promise<Toggled> {
  const first = await toggle();
  return first.active === intended ? first : toggle();
}

/** The real API behind toggleSocial. */
export const sendSocialToggle: SocialSender = async (target, wasActive) => {
  if (target.kind === 'like') {
    const { productId } = target;
    return toggleTowards(!wasActive, async () => {
      const reply = await likeProduct(productId);
      return { active: reply.liked, count: reply.likesCount };
    });
  }
  if (target.kind === 'bookmark') {
    const { productId } = target;
    return toggleTowards(!wasActive, async () => {
      const reply = await bookmarkProduct(productId);
      return { active: reply.isBookmarked, count: reply.bookmarksCount };
    });
  }
  if (target.kind !== 'follow') throw new Error('Unknown social action');
  const { shopId } = target;
  const follow = async (on: boolean): Promise<Toggled> => {
    const reply = await setShopFollow(shopId, on);
    return { active: reply.isFollowing, count: reply.followersCount };
  };
  // DELETE always unfollows; POST toggles on the server, so a follow from a stale state may need a second.
  return wasActive ? follow(false) : toggleTowards(true, () => follow(true));
};
