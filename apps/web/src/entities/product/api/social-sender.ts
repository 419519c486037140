import { toggleTowards } from '@/lib/query/optimistic-toggle.ts';
import type { ProductToggleSender } from '../social-toggle.ts';
import { bookmarkProduct } from './bookmark-product.ts';
import { likeProduct } from './like-product.ts';

/** The real API behind toggleProductSocial: POST toggles, so a tap from a stale state may need a second. */
export const sendProductToggle: ProductToggleSender = async (target, wasActive) => {
  const { productId } = target;
  if (target.kind === 'like') {
    return toggleTowards(!wasActive, async () => {
      const reply = await likeProduct(productId);
      return { active: reply.liked, count: reply.likesCount };
    });
  }
  return toggleTowards(!wasActive, async () => {
    const reply = await bookmarkProduct(productId);
    return { active: reply.isBookmarked, count: reply.bookmarksCount };
  });
};
