import type { Shop, ShopListQuery } from '@sokoni/contracts/catalog';
import { toPagination, type Pagination } from '@sokoni/contracts/envelope';
import { randomBytes } from 'node:crypto';
import { isOwnPublicUploadKey } from '@sokoni/contracts/media';
import { SELLER_MESSAGES, shopStatsInsights, SLUG_MESSAGES, type SellerShopStats, type ShopImageKind, type UpdateShopBody } from '@sokoni/contracts/seller';
import { AppError, conflict, forbidden, invalid, isUniqueViolation, notFound } from '../../platform/http/errors.ts';
import { BASE_CURRENCY, RATES_TO_BASE } from '../../platform/db/tables/currency-rates.ts';
import { contentTypeFor } from '../../platform/storage/storage.ts';
import { countryByCode } from '../countries/index.ts';
import { slugify } from './query.ts';
import type { ShopsRepo, ShopWithOwner } from './repo.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import { toShopView } from './shop-view.ts';

export type ShopPage = { shops: Shop[]; pagination: Pagination };
/** Who asks for a shop's stats: its sales and revenue are for the owner and admins only. */
export type StatsViewer = { userId: string; role: string } | null | undefined;

const slugTaken = () => new AppError(409, SLUG_MESSAGES.taken, { errors: [{ field: 'slug', message: SLUG_MESSAGES.taken }] });

/** An amount in another currency, through the lilangeni rates (ranking-grade, fine for a seller's totals). */
function convert(amount: number, from: string, to: string): number {
  const a = RATES_TO_BASE[from.toUpperCase()];
  const b = RATES_TO_BASE[to.toUpperCase()];
  return a !== undefined && b !== undefined ? (amount * a) / b : amount;
}

function defaultShopName(user: { name: string; username: string; phoneNumber: string }): string {
  const name = user.name.trim();
  return name ? `${name}'s Shop` : `Shop ${user.phoneNumber.slice(-4)}`;
}
export const SHOP_MESSAGES = { shopNotFound: 'Shop not found' } as const;

export type ShopsServiceDeps = {
  repo: ShopsRepo;
  mediaUrl: MediaUrl;
  /** The stored key of an address or key the API gave out (MEDIA_PUBLIC_URL aware). */
  mediaKeyOf: (value: string) => string;
  /** Tells every process's reply caches that a shop changed. */
  onChanged?: (shopId: string) => void;
};

export function createShopsService(deps: ShopsServiceDeps) {
  const helpers = shopHelpers(deps);
  return { ...shopReads(deps, helpers), ...shopWrites(deps, helpers) };
}

/** What the shop use cases share: views, visibility, ownership, image keys, pages. */
function shopHelpers(deps: ShopsServiceDeps) {
  const { repo } = deps;
  const view = (x: ShopWithOwner) => toShopView(x.shop, x.owner, deps.mediaUrl);
  const visibleTo = (x: ShopWithOwner, viewerId: string | undefined) => x.shop.isActive || x.shop.ownerId === viewerId;

  /** A shop by id or slug (`GET /shops/{idOrSlug}`), as its viewer may see it. */
  async function visible(key: string, viewerId: string | undefined): Promise<ShopWithOwner> {
    const found = await repo.findByKey(key);
    if (!found || !visibleTo(found, viewerId)) throw notFound(SHOP_MESSAGES.shopNotFound);
    return found;
  }

  async function shopView(id: string, viewerId: string | undefined): Promise<Shop> {
    return view(await visible(id, viewerId));
  }

  async function owned(userId: string, id: string): Promise<ShopWithOwner> {
    const found = await repo.findById(id);
    if (!found) throw notFound(SHOP_MESSAGES.shopNotFound);
    if (found.shop.ownerId !== userId) throw forbidden(SELLER_MESSAGES.notShopOwner);
    return found;
  }

  /** A shop image is the owner's own uploaded picture, the current one sent back, or null (issue 9.5's rule for avatars). */
  function imageKey(value: string | null, userId: string, current: string | null, field: ShopImageKind): string | null {
    if (value === null || value === '') return null;
    const key = deps.mediaKeyOf(value);
    if (key === current) return key;
    if (isOwnPublicUploadKey(key, userId) && contentTypeFor(key).startsWith('image/')) return key;
    throw invalid(field, SELLER_MESSAGES.imageNotYours);
  }

  function page({ items, total }: { items: ShopWithOwner[]; total: number }, p: { page: number; limit: number }): ShopPage {
    return { shops: items.map(view), pagination: toPagination(p.page, p.limit, total) };
  }
  return { view, visibleTo, visible, shopView, owned, imageKey, page };
}

/** Shops listed, one shop, its stats, the caller’s own. */
function shopReads(deps: ShopsServiceDeps, helpers: ReturnType<typeof shopHelpers>) {
  const { repo } = deps;
  const { view, visible, shopView, page } = helpers;
  return {
    /** GET /shops: live shops; q matches names by trigram or substring (shops_name_trgm_idx serves both). */
    async list(q: ShopListQuery): Promise<ShopPage> {
      return page(await repo.list(q), q);
    },

    get: shopView,

    /**
     * doc 2 §3 Shop stats and §9's rates and badges. Sales are the products its seller marked
     * sold; sales, revenue (in the shop's currency) and the rates built on them are shown to the
     * owner and admins only, null to anyone else (and the sales badge is not awarded in public).
     */
    async stats(key: string, viewer: StatsViewer): Promise<SellerShopStats> {
      const { shop } = await visible(key, viewer?.userId);
      const [t, sales] = await Promise.all([repo.productTotals(shop.id), repo.sales(shop.id)]);
      // The shop's own reviews and its products' reviews, weighted by their counts.
      const reviews = shop.ratingCount + t.ratingCount;
      const ratingSum = shop.ratingAverage * shop.ratingCount + t.ratingSum;
      const currency = countryByCode(shop.country)?.currency.code ?? BASE_CURRENCY;
      const totals = {
        totalProducts: t.products,
        totalViews: t.views,
        totalLikes: t.likes,
        totalOrders: sales.reduce((n, s) => n + s.count, 0),
        totalRevenue: Math.round(sales.reduce((sum, s) => sum + convert(s.amount, s.currency, currency), 0) * 100) / 100,
        averageRating: reviews > 0 ? Math.round((ratingSum / reviews) * 100) / 100 : 0,
        totalReviews: reviews,
      };
      if (shop.ownerId === viewer?.userId || viewer?.role === 'admin') return { ...totals, ...shopStatsInsights(totals), currency };
      const insights = shopStatsInsights({ ...totals, totalOrders: 0 });
      return { ...totals, ...insights, totalOrders: null, totalRevenue: null, conversionRate: null, averageOrderValue: null, currency };
    },

    /** GET /shops/me: the caller's shop, or null. */
    async mine(userId: string): Promise<Shop | null> {
      const [found] = await repo.byOwner(userId);
      return found ? view(found) : null;
    },
  };
}

/** Opening, editing and checking a shop; a person’s shops and suggestions. */
function shopWrites(deps: ShopsServiceDeps, helpers: ReturnType<typeof shopHelpers>) {
  const { repo } = deps;
  const { view, visibleTo, shopView, owned, imageKey, page } = helpers;
  return {
    /**
     * POST /shops: one per user, race-safe (the owner's unique index decides). The name defaults
     * from the user; the URL from the name, with a short suffix when it is taken.
     */
    async create(userId: string, body: { name?: string; description?: string } | null | undefined): Promise<Shop> {
      if ((await repo.byOwner(userId)).length > 0) throw conflict(SELLER_MESSAGES.alreadyHasShop);
      const user = await repo.owner(userId);
      if (!user) throw notFound('User not found');
      const name = body?.name || defaultShopName(user);
      const base = slugify(name).slice(0, 60).replace(/-+$/, '');
      for (let attempt = 0; attempt < 5; attempt++) {
        const slug = attempt === 0 && base.length >= 3 && !(await repo.slugOwner(base)) ? base : `${base || 'shop'}-${randomBytes(3).toString('hex')}`;
        try {
          const row = await repo.create({ ownerId: userId, name, slug, description: body?.description ?? '', country: user.countryCode });
          if (!row) throw conflict(SELLER_MESSAGES.alreadyHasShop);
          return shopView(row.id, userId);
        } catch (error) {
          // Two shops raced for the same URL (not the same owner: that is onConflictDoNothing above).
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw conflict(SLUG_MESSAGES.taken);
    },

    /** PUT /shops/{id} (owner): any of name, description, slug, logo, coverImage; null clears an image. */
    async update(userId: string, id: string, changes: UpdateShopBody): Promise<Shop> {
      const { shop } = await owned(userId, id);
      const images = {
        ...(changes.logo !== undefined ? { logo: imageKey(changes.logo, userId, shop.logo, 'logo') } : {}),
        ...(changes.coverImage !== undefined ? { coverImage: imageKey(changes.coverImage, userId, shop.coverImage, 'coverImage') } : {}),
      };
      if (changes.slug !== undefined && changes.slug !== shop.slug) {
        const taken = await repo.slugOwner(changes.slug);
        if (taken !== undefined && taken !== userId) throw slugTaken();
      }
      const { name, description, slug } = changes;
      try {
        await repo.update(id, { ...(name !== undefined ? { name } : {}), ...(description !== undefined ? { description } : {}), ...(slug !== undefined ? { slug } : {}), ...images });
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
      deps.onChanged?.(id);
      return shopView(id, userId);
    },

    /** POST /shops/{id}/media: a stored picture's key saved as the logo or cover at once. */
    async setImage(userId: string, id: string, kind: ShopImageKind, key: string): Promise<Shop> {
      await owned(userId, id);
      await repo.update(id, { [kind]: key });
      deps.onChanged?.(id);
      return shopView(id, userId);
    },

    /** 404 for an unknown shop, 403 for anyone but its owner. */
    async assertOwner(userId: string, id: string): Promise<void> {
      await owned(userId, id);
    },

    /** A slug is available when no shop has it, or it is already the caller's own (doc 2 §5). */
    async checkSlug(slug: string, viewerId: string | undefined): Promise<{ available: boolean; slug: string }> {
      const owner = await repo.slugOwner(slug);
      return { available: owner === undefined || owner === viewerId, slug };
    },

    /** GET /users/{id}/shops: an empty list when the user has none (doc 1 §8: no shop is not an error). */
    async ofUser(userId: string, viewerId: string | undefined): Promise<Shop[]> {
      const found = await repo.byOwner(userId);
      return found.filter((x) => visibleTo(x, viewerId)).map(view);
    },

    /** Shops to follow: most followed first, leaving out the caller's own and those they follow. */
    async suggestions(p: { page: number; limit: number }, viewerId: string | undefined): Promise<ShopPage> {
      return page(await repo.suggestions(p, viewerId), p);
    },
  };
}
export type ShopsService = ReturnType<typeof createShopsService>;
