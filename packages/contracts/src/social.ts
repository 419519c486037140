import { z } from 'zod';
import { productCardSchema, productStatsSchema, shopSchema } from './catalog-replies.ts';
import { paginationSchema } from './envelope.ts';
import { publicUserSchema } from './user-replies.ts';

/** What the social routes send (doc 1 §7.2, §7.3): likes, bookmarks, views, shares, inquiries, follows. */

const byId = <T extends z.ZodType>(value: T) => z.record(z.string(), value);
/** People in a list, with when they did what the list is about (`likedAt`, `followedAt` …). */
const peoplePage = <K extends string>(at: K) =>
  z.object({ users: z.array(publicUserSchema.extend({ [at]: z.string() } as Record<K, z.ZodString>)), pagination: paginationSchema, total: z.number() });

export const likeToggleSchema = z.object({ liked: z.boolean(), likesCount: z.number() });
export const bookmarkToggleSchema = z.object({ isBookmarked: z.boolean(), bookmarksCount: z.number() });
export const likersSchema = peoplePage('likedAt');
export const bookmarkersSchema = peoplePage('bookmarkedAt');

/** `counted`: false when this viewer's view was already counted this hour. */
export const viewRecordedSchema = z.object({ views: z.number(), counted: z.boolean() });
export const viewCountSchema = z.object({ views: z.number() });
export const viewsRecordedSchema = z.object({ views: byId(z.number()), counted: byId(z.boolean()) });

export const inquirySchema = z.object({
  id: z.string(),
  _id: z.string(),
  productId: z.string(),
  userId: z.string().nullable(),
  user: publicUserSchema.nullable(),
  message: z.string(),
  contactInfo: z.object({ name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }),
  createdAt: z.string(),
});
/** `chatId`: the conversation a signed-in buyer's inquiry started or continued (null for a guest's). */
export const inquiryReplySchema = z.object({ inquiry: inquirySchema, chatId: z.string().nullable() });
export const inquiriesSchema = z.object({ inquiries: z.array(inquirySchema), pagination: paginationSchema, total: z.number() });

/** POST /products/{id}/share: where it was shared (optional; no body at all is accepted too). */
export const shareBody = z.object({ platform: z.string().trim().max(40, 'platform must be at most 40 characters').optional() }).nullish();
export const shareSchema = z.object({ shareId: z.string(), url: z.string(), sharesCount: z.number() });
export const shareTrackedSchema = z.object({ tracked: z.literal(true), shareId: z.string(), visits: z.number() });

export const productStatsBatchSchema = z.object({ stats: byId(productStatsSchema) });
export const likeStatusesSchema = z.object({ statuses: byId(z.object({ isLiked: z.boolean(), totalLikes: z.number() })) });
export const bookmarkStatusesSchema = z.object({ statuses: byId(z.object({ isBookmarked: z.boolean(), totalBookmarks: z.number() })) });
export const likedProductsSchema = z.object({ products: z.array(productCardSchema.extend({ likedAt: z.string() })), pagination: paginationSchema });
export const bookmarkedProductsSchema = z.object({ products: z.array(productCardSchema.extend({ bookmarkedAt: z.string() })), pagination: paginationSchema });

// Follows
export const followStateSchema = z.object({ isFollowing: z.boolean(), followersCount: z.number() });
export const shopFollowersSchema = peoplePage('followedAt');
export const followedShopsSchema = z.object({
  shops: z.array(shopSchema.extend({ isFollowing: z.literal(true), followedAt: z.string() })),
  pagination: paginationSchema,
});
export const shopFollowStatusesSchema = z.object({ statuses: byId(z.object({ isFollowing: z.boolean() })) });
/** `isFollowing` (whether the caller follows each person) only when signed in. */
export const followPeopleSchema = z.object({
  users: z.array(publicUserSchema.extend({ followedAt: z.string(), isFollowing: z.boolean().optional() })),
  pagination: paginationSchema,
  total: z.number(),
});
export const followStatsSchema = z.object({ followers: z.number(), following: z.number(), shopsFollowing: z.number() });
export const isFollowingSchema = z.object({ isFollowing: z.boolean() });
