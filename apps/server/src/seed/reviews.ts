import { RATING_STAR } from '@sokoni/contracts/comment-rules';
import type { comments } from '../platform/db/tables/comments.ts';
import { Rng } from './prng.ts';

type CommentRow = typeof comments.$inferInsert & { id: string };
type Reviewed = { id: string; ownerId: string; createdAt?: Date; ratingAverage?: number | null; ratingCount?: number | null };

const REVIEWS: Record<number, readonly string[]> = {
  5: [
    'Exactly as described and delivered the next day. Highly recommend this seller!',
    'Excellent quality, better than I expected for the price.',
    'Very happy with this. The seller answered all my questions on WhatsApp.',
    'Second time buying here, never disappointed. Ngiyabonga!',
    'Great service and a fair price. Collected in town, no stress.',
    'Top quality. My family loves it.',
    'Asante sana, everything was perfect.',
    'Fast reply, honest description, well packed. Five stars.',
  ],
  4: [
    'Good quality, delivery took a few days longer than promised.',
    'Nice item and friendly seller. Price could be a little lower.',
    'Works well so far. Would buy again.',
    'Happy with it overall, the colour is slightly different from the photos.',
    'Solid value for money. Packaging could be better.',
    'Good experience, the seller was patient with all my questions.',
  ],
  3: [
    'It is okay for the price. Took a while to arrive.',
    'Decent, but not quite what the pictures showed.',
    'Average. The seller was helpful when I asked for an exchange.',
  ],
  2: ['Not great. Arrived late and the box was damaged.', 'Quality is lower than I hoped for this price.'],
  1: ['Item did not match the description. Still waiting for a refund.'],
};

const OWNER_REPLIES = [
  'Thank you so much for your support! Enjoy it.',
  'Thanks for the kind words, come again soon!',
  'We appreciate your feedback. Please message us if there is anything we can help with.',
  'Sorry about the delay, we are working on faster delivery. Thank you for your patience!',
];

/** Mostly fours and fives, as on real marketplaces, with the odd unhappy buyer. */
function ratingOf(rng: Rng): number {
  const roll = rng.float();
  return roll < 0.52 ? 5 : roll < 0.82 ? 4 : roll < 0.93 ? 3 : roll < 0.98 ? 2 : 1;
}

/**
 * Reviews (rated top-level comments, some only stars), a few owner replies, and the stored
 * ratings and comment counts they add up to: the catalog's ratings are the comments' own.
 * Own generator, so adding reviews leaves the rest of the demo plan unchanged.
 */
export function planReviews(
  seed: number,
  targets: { products: (Reviewed & { commentsCount?: number | null })[]; shops: Reviewed[] },
  people: string[],
  now: Date,
): CommentRow[] {
  const rng = new Rng(seed);
  const rows: CommentRow[] = [];
  const after = (from: Date) => new Date(from.getTime() + Math.floor(rng.float() * Math.max(1, now.getTime() - from.getTime())));

  const review = (kind: 'product' | 'shop', target: Reviewed, count: number) => {
    const since = target.createdAt ?? now;
    const reviewers = rng.sample(
      people.filter((p) => p !== target.ownerId),
      count,
    );
    let sum = 0;
    let topLevel = 0;
    let replies = 0;
    for (const userId of reviewers) {
      const rating = ratingOf(rng);
      const starsOnly = rng.chance(0.15);
      const createdAt = after(since);
      const id = rng.uuid();
      const ref = kind === 'product' ? { productId: target.id } : { shopId: target.id };
      const answered = rng.chance(0.3);
      rows.push({ id, targetType: kind, targetId: target.id, ...ref, userId, rating, body: starsOnly ? RATING_STAR.repeat(rating) : rng.pick(REVIEWS[rating]!), replyCount: answered ? 1 : 0, createdAt, updatedAt: createdAt });
      if (answered) {
        const at = after(createdAt);
        rows.push({ id: rng.uuid(), targetType: kind, targetId: target.id, ...ref, userId: target.ownerId, parentId: id, body: rng.pick(OWNER_REPLIES), createdAt: at, updatedAt: at });
        replies++;
      }
      sum += rating;
      topLevel++;
    }
    target.ratingCount = topLevel;
    target.ratingAverage = topLevel ? Math.round((sum / topLevel) * 100) / 100 : 0;
    return topLevel + replies;
  };

  for (const product of targets.products) product.commentsCount = review('product', product, Math.floor(rng.float() ** 1.6 * 7));
  for (const shop of targets.shops) review('shop', shop, rng.int(2, 9));
  return rows;
}
