import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Shop, ShopStats } from '@sokoni/contracts/catalog';
import { toPagination, type Pagination } from '@sokoni/contracts/envelope';
import { notFound } from '../../platform/http/errors.ts';
import { countryCodeOf } from '../countries/index.ts';
import { shopCategoryOf, type ShopListQuery } from './query.ts';
import type { ShopsRepo, ShopWithOwner } from './repo.ts';
import { shops } from '../../platform/db/tables/shops.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import { toShopView } from './shop-view.ts';

export type ShopPage = { shops: Shop[]; pagination: Pagination };
export const SHOP_MESSAGES = { shopNotFound: 'Shop not found' } as const;

const desc = (expr: SQLWrapper) => sql`${expr} desc`;
const newest = [desc(shops.createdAt), desc(shops.id)];
const mostFollowed = [desc(shops.followersCount), ...newest];

export function createShopsService(deps: { repo: ShopsRepo; mediaUrl: MediaUrl }) {
  const { repo } = deps;
  const view = (x: ShopWithOwner) => toShopView(x.shop, x.owner, deps.mediaUrl);
  const visibleTo = (x: ShopWithOwner, viewerId: string | undefined) => x.shop.isActive || x.shop.ownerId === viewerId;

  async function visible(id: string, viewerId: string | undefined): Promise<ShopWithOwner> {
    const found = await repo.findById(id);
    if (!found || !visibleTo(found, viewerId)) throw notFound(SHOP_MESSAGES.shopNotFound);
    return found;
  }

  async function page(where: (SQL | undefined)[], orderBy: SQL[], p: { page: number; limit: number }): Promise<ShopPage> {
    const { items, total } = await repo.list({ where, orderBy, page: p.page, limit: p.limit });
    return { shops: items.map(view), pagination: toPagination(p.page, p.limit, total) };
  }

  return {
    /** GET /shops: live shops; q matches names by trigram or substring (shops_name_trgm_idx serves both). */
    list(q: ShopListQuery): Promise<ShopPage> {
      const text = q.q || undefined;
      const where: (SQL | undefined)[] = [
        eq(shops.isActive, true),
        text ? sql`(${shops.name} % ${text} or ${shops.name} ilike ${`%${text.replace(/[\\%_]/g, '\\$&')}%`})` : undefined,
        q.city ? sql`lower(${shops.city}) = lower(${q.city})` : undefined,
        q.country ? eq(shops.country, countryCodeOf(q.country)) : undefined,
        q.category ? sql`lower(${shops.category}) = lower(${shopCategoryOf(q.category)})` : undefined,
      ];
      const orderBy =
        q.sort === 'popular' ? mostFollowed : q.sort === 'newest' || !text ? newest : [desc(sql`similarity(${shops.name}, ${text})`), ...mostFollowed];
      return page(where, orderBy, q);
    },

    async get(id: string, viewerId: string | undefined): Promise<Shop> {
      return view(await visible(id, viewerId));
    },

    async stats(id: string, viewerId: string | undefined): Promise<ShopStats> {
      const { shop } = await visible(id, viewerId);
      const t = await repo.productTotals(id);
      // The shop's own reviews and its products' reviews, weighted by their counts.
      const reviews = shop.ratingCount + t.ratingCount;
      const ratingSum = shop.ratingAverage * shop.ratingCount + t.ratingSum;
      return {
        totalProducts: t.products,
        totalViews: t.views,
        totalLikes: t.likes,
        totalOrders: shop.totalSales,
        totalRevenue: 0,
        averageRating: reviews > 0 ? Math.round((ratingSum / reviews) * 100) / 100 : 0,
        totalReviews: reviews,
      };
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
    suggestions(p: { page: number; limit: number }, viewerId: string | undefined): Promise<ShopPage> {
      const where = [eq(shops.isActive, true), ...(viewerId ? [repo.notFollowedBy(viewerId), repo.notOwnedBy(viewerId)] : [])];
      return page(where, mostFollowed, p);
    },

  };
}
export type ShopsService = ReturnType<typeof createShopsService>;
