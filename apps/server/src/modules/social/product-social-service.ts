import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { ProductStats } from '@sokoni/contracts/catalog';
import { toPagination } from '@sokoni/contracts/envelope';
import { INVALID_PHONE_MESSAGE, normalizePhoneNumber } from '@sokoni/contracts/phone';
import type { Limiter } from '../../platform/limiter.ts';
import { addressKeyOf } from '../../platform/http/address-key.ts';
import { forbidden, invalid, isUniqueViolation, notFound, tooMany } from '../../platform/http/errors.ts';
import { IDEMPOTENCY_MESSAGES } from '../../platform/http/idempotency-key.ts';
import type { Notifier } from '../../platform/notifier.ts';
import { productLikedEvent } from '../notifications/index.ts';
import { toProductStats, toProductView } from '../products/index.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import { inquiryText, type InquiryDelivery } from './inquiry-text.ts';
import { SOCIAL_MESSAGES } from './messages.ts';
import type { ProductSocialRepo, ReactionKind, SetMode } from './product-social-repo.ts';
import { stamped, toPublicUser } from './social-views.ts';
import { isForeignKeyViolation } from '../../platform/db/transaction.ts';
import type { Paging } from '../../platform/db/newest-first-page.ts';

export type Caller = { userId: string; role: string } | null;
export type Viewer = { userId?: string; ip: string; userAgent?: string };
type InquiryBody = { message: string; contactInfo?: { name?: string; email?: string; phone?: string } };

/** Inquiries a person (or, for guests, an address) may send per hour: enough for real buyers, not for spam. */
const INQUIRIES_PER_HOUR = 30;
const isUuid = (v: string) => z.uuid().safeParse(v).success;

/** A guest's inquiry: the seller's notification carries the words and how to reply (no account, so no conversation). */
const guestInquiryEvent = (product: { id: string; ownerId: string; title: string }, text: string) => ({
  recipientId: product.ownerId,
  actorId: null,
  type: 'other' as const,
  setting: 'newMessages' as const,
  title: `New inquiry about ${product.title}`,
  message: text.length > 280 ? `${text.slice(0, 279)}…` : text,
  quotes: true,
  data: { productId: product.id, link: `/products/${product.id}` },
  webPush: true,
});

/**
 * doc 1 §4.4: a view counts once per viewer per product per hour. A signed-in viewer is their
 * account; a guest is their address and browser together, hashed (no raw address is stored).
 */
export function viewerKeyOf(viewer: Viewer): string {
  if (viewer.userId) return `u:${viewer.userId}`;
  const digest = createHash('sha256').update(`${viewer.ip}\n${viewer.userAgent ?? ''}`).digest('base64url');
  return `g:${digest.slice(0, 32)}`;
}

type SocialDeps = {
  repo: ProductSocialRepo;
  mediaUrl: MediaUrl;
  limiter: Limiter;
  notifier: Notifier;
  /** The chats service's: a signed-in buyer's inquiry as a conversation with the seller (null: their own product). */
  deliverInquiry: (input: InquiryDelivery) => Promise<{ chatId: string } | null>;
};

export function createProductSocialService(deps: SocialDeps) {
  const helpers = productSocialHelpers(deps);
  return { ...reactions(deps, helpers), ...inquiriesAndShares(deps, helpers), ...statuses(deps, helpers) };
}

/** What likes, bookmarks, views, inquiries and shares share: the product, its owner check, reactions and their lists. */
function productSocialHelpers(deps: SocialDeps) {
  const { repo, mediaUrl } = deps;

  async function productOr404(id: string) {
    const product = await repo.findProduct(id);
    if (!product) throw notFound(SOCIAL_MESSAGES.productNotFound);
    return product;
  }

  /** Owner of the product's shop, or an admin. */
  async function ownedProductOr403(id: string, caller: { userId: string; role: string }, message: string) {
    const product = await productOr404(id);
    if (product.ownerId !== caller.userId && caller.role !== 'admin') throw forbidden(message);
    return product;
  }

  async function react(kind: ReactionKind, userId: string, productId: string, mode: SetMode) {
    const product = await productOr404(productId);
    const result = await repo.setReaction(kind, userId, productId, mode).catch((err: unknown) => {
      // The product was deleted between the check and the write.
      throw isForeignKeyViolation(err) ? notFound(SOCIAL_MESSAGES.productNotFound) : err;
    });
    if (!result) throw notFound(SOCIAL_MESSAGES.productNotFound);
    return { ...result, product };
  }

  async function inquiryReply(row: InquiryRow, chatId: string | null) {
    const user = row.userId ? await repo.findUser(row.userId) : undefined;
    return { inquiry: toInquiryView(row, user ? toPublicUser(user, mediaUrl) : null), chatId };
  }

  /** Who reacted, each with when (`likedAt` or `bookmarkedAt`). */
  async function reactors<K extends string>(kind: ReactionKind, at: K, productId: string, { page, limit }: Paging) {
    const { rows, total } = await repo.listReactors(kind, productId, page, limit);
    return {
      users: rows.map((r) => ({ ...toPublicUser(r.user, mediaUrl), ...stamped(at, r.at) })),
      pagination: toPagination(page, limit, total),
      total,
    };
  }

  /** What the user reacted to, each with when (`likedAt` or `bookmarkedAt`). */
  async function favorites<K extends string>(kind: ReactionKind, at: K, userId: string, { page, limit }: Paging) {
    const { rows, total } = await repo.favorites(kind, userId, page, limit);
    return {
      products: rows.map((r) => ({ ...toProductView(r.product, r.shop, r.owner, mediaUrl), ...stamped(at, r.at) })),
      pagination: toPagination(page, limit, total),
    };
  }
  return { productOr404, ownedProductOr403, react, inquiryReply, reactors, favorites };
}

/** Likes, bookmarks and views. */
function reactions(deps: SocialDeps, helpers: ReturnType<typeof productSocialHelpers>) {
  const { repo, notifier } = deps;
  const { productOr404, ownedProductOr403, react, reactors } = helpers;
  return {
    async toggleLike(userId: string, productId: string) {
      const { active, count, product } = await react('like', userId, productId, 'toggle');
      // A toggle that ends liked inserted the row (doc 1 §4.5): notify on the new like only.
      if (active) await notifier.notify(productLikedEvent({ ownerId: product.ownerId, actorId: userId, productId, productTitle: product.title }));
      return { liked: active, likesCount: count };
    },

    async toggleBookmark(userId: string, productId: string) {
      const { active, count } = await react('bookmark', userId, productId, 'toggle');
      return { isBookmarked: active, bookmarksCount: count };
    },

    async likes(productId: string, paging: Paging) {
      await productOr404(productId);
      return reactors('like', 'likedAt', productId, paging);
    },

    /** Who saved a product is the seller's business only (doc 1 leaves it open; decided here). */
    async bookmarks(productId: string, caller: { userId: string; role: string }, paging: Paging) {
      await ownedProductOr403(productId, caller, SOCIAL_MESSAGES.bookmarksOwnerOnly);
      return reactors('bookmark', 'bookmarkedAt', productId, paging);
    },

    async recordView(productId: string, viewer: Viewer) {
      const result = (await repo.recordViews([productId], viewerKeyOf(viewer))).get(productId);
      if (!result) throw notFound(SOCIAL_MESSAGES.productNotFound);
      return result;
    },

    /** Several views at once (the feed's batch); unknown ids are left out of the reply. */
    async recordViews(productIds: string[], viewer: Viewer) {
      const results = await repo.recordViews(productIds, viewerKeyOf(viewer));
      const views: Record<string, number> = {};
      const counted: Record<string, boolean> = {};
      for (const [id, r] of results) {
        views[id] = r.views;
        counted[id] = r.counted;
      }
      return { views, counted };
    },

    async views(productId: string) {
      const views = await repo.viewsOf(productId);
      if (views === undefined) throw notFound(SOCIAL_MESSAGES.productNotFound);
      return { views };
    },
  };
}

/** Inquiries and shares. */
function inquiriesAndShares(deps: SocialDeps, helpers: ReturnType<typeof productSocialHelpers>) {
  const { repo, mediaUrl, limiter, notifier } = deps;
  const { productOr404, ownedProductOr403, inquiryReply } = helpers;
  return {
    /**
     * A guest must leave a way to be answered (a phone or an email); a signed-in buyer is
     * reachable through the app. A phone given is normalised like every number (contract).
     * A signed-in buyer's inquiry reaches the seller as a conversation (its first message the
     * words and the contact details), delivered before it is stored so a block refuses both; a
     * guest has no account to hold one, so the seller is told by a notification with the details.
     */
    async inquire(productId: string, caller: Caller, ip: string, input: InquiryBody, clientKey?: string) {
      const product = await productOr404(productId);
      const name = input.contactInfo?.name?.trim() || null;
      const email = input.contactInfo?.email?.trim() || null;
      const rawPhone = input.contactInfo?.phone?.trim() || null;
      const phone = rawPhone ? normalizePhoneNumber(rawPhone) : null;
      if (rawPhone && !phone) throw invalid('contactInfo.phone', INVALID_PHONE_MESSAGE);
      if (!caller && !phone && !email) throw invalid('contactInfo', SOCIAL_MESSAGES.inquiryContactRequired);
      const values = { productId: product.id, userId: caller?.userId ?? null, message: input.message, contactName: name, contactEmail: email, contactPhone: phone };
      const contact = { name, email, phone };
      // The chat message's own client key: a retry never writes it twice.
      const deliver = (key: string | null) =>
        caller ? deps.deliverInquiry({ buyerId: caller.userId, productId: product.id, message: input.message, contact, clientKey: key && `inquiry:${key}` }) : Promise.resolve(null);
      // A retry whose first reply was lost (same Idempotency-Key) gets the one stored: only the
      // very same inquiry from the very same sender, never someone else's contact details.
      const replayOf = async (key: string) => {
        const earlier = await repo.findInquiryByClientKey(product.id, key);
        if (!earlier) return undefined;
        const same = (Object.keys(values) as (keyof typeof values)[]).every((k) => earlier[k] === values[k]);
        if (!same) throw invalid('Idempotency-Key', IDEMPOTENCY_MESSAGES.reused);
        return inquiryReply(earlier, (await deliver(key))?.chatId ?? null);
      };
      const replay = clientKey ? await replayOf(clientKey) : undefined;
      if (replay) return replay;

      const quota = await limiter.hit(`inquiries:${caller ? `user:${caller.userId}` : `address:${addressKeyOf(ip)}`}`, INQUIRIES_PER_HOUR, 3600);
      if (!quota.allowed) throw tooMany(SOCIAL_MESSAGES.tooManyInquiries, quota.retryAfterSeconds);

      const chat = await deliver(clientKey ?? null);
      try {
        const row = await repo.createInquiry({ ...values, clientKey: clientKey ?? null });
        if (!caller) await notifier.notify(guestInquiryEvent(product, inquiryText(input.message, contact)));
        return await inquiryReply(row, chat?.chatId ?? null);
      } catch (err) {
        if (isForeignKeyViolation(err)) throw notFound(SOCIAL_MESSAGES.productNotFound);
        // Two tries with one key raced: the other stored it.
        const twin = isUniqueViolation(err) && clientKey ? await replayOf(clientKey) : undefined;
        if (twin) return twin;
        throw err;
      }
    },

    async inquiries(productId: string, caller: { userId: string; role: string }, { page, limit }: Paging) {
      await ownedProductOr403(productId, caller, SOCIAL_MESSAGES.inquiriesOwnerOnly);
      const { rows, total } = await repo.listInquiries(productId, page, limit);
      return {
        inquiries: rows.map((r) => toInquiryView(r.inquiry, r.user ? toPublicUser(r.user, mediaUrl) : null)),
        pagination: toPagination(page, limit, total),
        total,
      };
    },

    async share(productId: string, caller: Caller, platform: string | undefined) {
      await productOr404(productId);
      const { shareId, sharesCount } = await repo.createShare(productId, caller?.userId ?? null, platform?.trim() || null).catch((err: unknown) => {
        throw isForeignKeyViolation(err) ? notFound(SOCIAL_MESSAGES.productNotFound) : err;
      });
      return { shareId, url: `/products/${productId}`, sharesCount };
    },

    /**
     * A visit through a shared link. The body's userId (who shared, or who visits) is kept only
     * when it names a real account; otherwise the signed-in visitor, otherwise nobody.
     */
    async trackShare(shareId: string, caller: Caller, input: { platform?: string; userId?: string }) {
      const attributed = input.userId && isUuid(input.userId.trim()) ? input.userId.trim() : (caller?.userId ?? null);
      const tracked = await repo.trackShare(shareId, input.platform?.trim() || null, attributed);
      if (!tracked) throw notFound(SOCIAL_MESSAGES.shareNotFound);
      return { tracked: true as const, shareId, visits: tracked.visits };
    },
  };
}

/** A page’s stats and the caller’s reactions, and their favourites. */
function statuses(deps: SocialDeps, helpers: ReturnType<typeof productSocialHelpers>) {
  const { repo } = deps;
  const { favorites } = helpers;
  return {
    /** doc 1 §4.4: stats for a page of products; a signed-in caller also gets their own states. */
    async statsBatch(productIds: string[], caller: Caller) {
      const ids = [...new Set(productIds)];
      const [rows, liked, saved] = await Promise.all([
        repo.productRows(ids),
        caller ? repo.reactedAmong('like', caller.userId, ids) : undefined,
        caller ? repo.reactedAmong('bookmark', caller.userId, ids) : undefined,
      ]);
      const stats: Record<string, ProductStats> = {};
      for (const row of rows) {
        stats[row.id] = {
          ...toProductStats(row),
          ...(liked && saved ? { isLiked: liked.has(row.id), isBookmarked: saved.has(row.id), isFavorited: saved.has(row.id) } : {}),
        };
      }
      return { stats };
    },

    async likeStatuses(userId: string, productIds: string[]) {
      const ids = [...new Set(productIds)];
      const [rows, liked] = await Promise.all([repo.productRows(ids), repo.reactedAmong('like', userId, ids)]);
      const statuses: Record<string, { isLiked: boolean; totalLikes: number }> = {};
      for (const row of rows) statuses[row.id] = { isLiked: liked.has(row.id), totalLikes: row.likesCount };
      return { statuses };
    },

    async bookmarkStatuses(userId: string, productIds: string[]) {
      const ids = [...new Set(productIds)];
      const [rows, saved] = await Promise.all([repo.productRows(ids), repo.reactedAmong('bookmark', userId, ids)]);
      const statuses: Record<string, { isBookmarked: boolean; totalBookmarks: number }> = {};
      for (const row of rows) statuses[row.id] = { isBookmarked: saved.has(row.id), totalBookmarks: row.bookmarksCount };
      return { statuses };
    },

    likedProducts: (userId: string, paging: Paging) => favorites('like', 'likedAt', userId, paging),
    bookmarkedProducts: (userId: string, paging: Paging) => favorites('bookmark', 'bookmarkedAt', userId, paging),
  };
}
export type ProductSocialService = ReturnType<typeof createProductSocialService>;

type InquiryRow = Awaited<ReturnType<ProductSocialRepo['createInquiry']>>;

function toInquiryView(row: InquiryRow, user: ReturnType<typeof toPublicUser> | null) {
  return {
    id: row.id,
    _id: row.id,
    productId: row.productId,
    userId: row.userId,
    user,
    message: row.message,
    contactInfo: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
    createdAt: row.createdAt.toISOString(),
  };
}
