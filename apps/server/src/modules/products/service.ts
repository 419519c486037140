import { eq, sql, type SQL } from 'drizzle-orm';
import { CATEGORY_SLUGS, type ProductCard, type ProductDetail, type ProductSort, type ProductStats } from '@sokoni/contracts/catalog';
import { toPagination, type Pagination } from '@sokoni/contracts/envelope';
import { invalid, notFound } from '../../platform/http/errors.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import { toOwnerExtras, toProductStats, toProductView } from './product-view.ts';
import { categoryTargetsOf } from './category-words.ts';
import { categorySlugOf, filtersOf, marketOf, type ListQuery } from './query.ts';
import {
  categoryIntent,
  filterConditions,
  popularity,
  productListable,
  searchClauses,
  shopLive,
  type ListSpec,
  type ProductsRepo,
  type ProductWithShop,
} from './repo.ts';
import { products } from '../../platform/db/tables/products.ts';

export type ProductPage = { products: ProductCard[]; pagination: Pagination };
type Order = 'asc' | 'desc';

export const PRODUCT_MESSAGES = {
  productNotFound: 'Product not found',
  shopNotFound: 'Shop not found',
} as const;

const by = (expr: SQL, dir: Order) => sql`${expr} ${sql.raw(dir)}`;

/**
 * The order of a sort (doc 1 §2.8). Every order ends on the id, so it is total and pages never
 * overlap; `order` flips the direction. Prices compare in SZL (currency-rates.ts) and a product
 * without one comes last either way; with a `market`, its products come first.
 */
export function sortOrder(sort: ProductSort, order?: Order, market?: string): SQL[] {
  const id = sql`${products.id}`;
  const marketFirst = market === undefined ? [] : [by(sql`(${products.country} = ${market})`, 'desc')];
  switch (sort) {
    case 'price-low':
    case 'price-high': {
      const dir = order ?? (sort === 'price-low' ? 'asc' : 'desc');
      // Without a market this is exactly the order of a products_listable_price_*_idx index.
      const byPrice = [sql`${products.priceSzl} ${sql.raw(dir)} nulls last`, sql`${products.id} ${sql.raw(dir)} nulls last`];
      return market === undefined ? byPrice : [by(sql`(${products.priceSzl} is null)`, 'asc'), ...marketFirst, ...byPrice];
    }
    case 'popular': {
      const dir = order ?? 'desc';
      return [...marketFirst, by(popularity, dir), by(id, dir)];
    }
    default: {
      const dir = order ?? 'desc';
      return [...marketFirst, by(sql`${products.createdAt}`, dir), by(id, dir)];
    }
  }
}

/**
 * `sortOrder(sort, order, market)` as index walks (ListSpec.tiers): the market's products, then the
 * rest; for price sorts, priced before unpriced, each split by market the same way.
 */
export function marketTiers(sort: ProductSort, order: Order | undefined, market: string): NonNullable<ListSpec['tiers']> {
  const inMarket = sql`${products.country} = ${market}`;
  const elsewhere = sql`${products.country} <> ${market}`;
  if (sort !== 'price-low' && sort !== 'price-high') return { where: [inMarket, elsewhere], orderBy: sortOrder(sort, order) };
  const priced = sql`${products.priceSzl} is not null`;
  const unpriced = sql`${products.priceSzl} is null`;
  return {
    where: [sql`${inMarket} and ${priced}`, sql`${elsewhere} and ${priced}`, sql`${inMarket} and ${unpriced}`, sql`${elsewhere} and ${unpriced}`],
    orderBy: sortOrder(sort, order),
  };
}

/** Best score first, then newest: for relevance, trending, affinity. */
export function scoreOrder(score: SQL): SQL[] {
  return [by(score, 'desc'), by(sql`${products.createdAt}`, 'desc'), by(sql`${products.id}`, 'desc')];
}

/** A product strangers may see: listable, in a live shop. Its shop's owner and admins see it whatever its state (a draft under review too). */
export function isVisible(x: ProductWithShop, viewerId: string | undefined, isAdmin = false): boolean {
  const p = x.product;
  const listable = p.isActive && p.isAvailable && p.status === 'active' && x.shop.isActive;
  return listable || isAdmin || (viewerId !== undefined && x.shop.ownerId === viewerId);
}

export type ListOptions = { extra?: SQL[]; everything?: boolean; relevance?: boolean; fuzzy?: boolean };

/**
 * The where and order of a list query. With a search text and no explicit sort (the default
 * `newest` without `order`), the order is relevance; an explicit sort wins. `fuzzy` searches by
 * title likeness instead of words (see searchClauses).
 */
export function listSpec(q: ListQuery, opts: ListOptions = {}): ListSpec {
  const clauses = q.q ? searchClauses(q.q) : undefined;
  const search = opts.fuzzy ? clauses?.fuzzy : clauses?.exact;
  const where = [
    ...(opts.everything ? [] : [productListable, shopLive]),
    ...filterConditions(filtersOf(q)),
    search?.match,
    ...(opts.extra ?? []),
  ];
  const byRelevance = search && (opts.relevance ?? true) && q.sort === 'newest' && q.order === undefined;
  if (!byRelevance) {
    const market = marketOf(q);
    return {
      where,
      orderBy: sortOrder(q.sort, q.order, market),
      ...(market === undefined ? {} : { tiers: marketTiers(q.sort, q.order, market) }),
      page: q.page,
      limit: q.limit,
    };
  }
  // A word naming a category ("phone") puts that category first, then relevance within each part.
  const intent = categoryIntent(categoryTargetsOf(q.q ?? ''));
  return { where, orderBy: [...(intent ? [by(intent, 'desc')] : []), ...scoreOrder(search.rank)], page: q.page, limit: q.limit };
}

/**
 * Runs a list; when its search words match nothing, once more by title likeness, so a typo
 * still finds ("samsng") while a good query never pays for the slower typo search.
 */
export async function withTypos<T extends { total: number }>(q: ListQuery, run: (fuzzy: boolean) => Promise<T>): Promise<T> {
  const first = await run(false);
  if (first.total > 0 || !q.q || !searchClauses(q.q)?.fuzzy) return first;
  return run(true);
}

/** `popularCutoff`: the popularity a product must exceed to be badged popular (popular-share.ts). */
export function createProductsService(deps: { repo: ProductsRepo; mediaUrl: MediaUrl; popularCutoff: () => Promise<number | undefined> }) {
  const { repo, mediaUrl, popularCutoff } = deps;
  const view = (x: ProductWithShop, cutoff: number | undefined) => toProductView(x.product, x.shop, x.owner, mediaUrl, false, cutoff);

  async function page(spec: ListSpec): Promise<ProductPage> {
    // The total comes from a count shared for a few seconds: a window count(*) over () walked every
    // match of a 100k catalog (~250 ms) even when an index hands over the page's 20 rows at once.
    const [{ items, total }, cutoff] = await Promise.all([repo.list({ ...spec, count: 'cached' }), popularCutoff()]);
    return { products: items.map((x) => view(x, cutoff)), pagination: toPagination(spec.page, spec.limit, total) };
  }

  /** A list query's page, with the typo fallback; `shape` adjusts the spec (joins, order). */
  function listPage(q: ListQuery, opts: ListOptions = {}, shape: (spec: ListSpec) => ListSpec = (s) => s): Promise<ProductPage> {
    return withTypos(q, async (fuzzy) => {
      const result = await page(shape(listSpec(q, { ...opts, fuzzy })));
      return { ...result, total: result.pagination.total };
    }).then(({ products, pagination }) => ({ products, pagination }));
  }

  async function visible(id: string, viewerId: string | undefined, isAdmin = false): Promise<ProductWithShop> {
    const found = await repo.findById(id);
    if (!found || !isVisible(found, viewerId, isAdmin)) throw notFound(PRODUCT_MESSAGES.productNotFound);
    return found;
  }

  async function withViewer(stats: ProductStats, productId: string, viewerId: string | undefined): Promise<ProductStats> {
    if (!viewerId) return stats;
    const flags = await repo.viewerFlags(viewerId, productId);
    return { ...stats, ...flags, isFavorited: flags.isBookmarked };
  }

  async function trendingPage(q: ListQuery, extra: SQL[] = []): Promise<ProductPage> {
    const trending = repo.trending();
    return listPage(q, { extra }, (spec) => ({ ...spec, tiers: undefined, joins: trending.joins, orderBy: scoreOrder(trending.score) }));
  }

  /** Products of one shop: its owner sees every state (doc 1 §2.9 badges), others the listable ones. */
  async function shopScope(shopKey: string, viewerId: string | undefined) {
    const shop = await repo.shopAccess(shopKey);
    const isOwner = Boolean(shop && viewerId && shop.ownerId === viewerId);
    if (!shop || (!shop.isActive && !isOwner)) throw notFound(PRODUCT_MESSAGES.shopNotFound);
    return { isOwner, shopId: shop.id };
  }

  /** `/shops/{idOrSlug}/products/{id}`: the product must be that shop's. */
  const ofShop = (found: ProductWithShop, shopKey: string | undefined) => shopKey === undefined || found.shop.id === shopKey || found.shop.slug === shopKey;

  return {
    /** GET /products and GET /products/search (an empty q lists everything). */
    list(q: ListQuery): Promise<ProductPage> {
      return listPage(q);
    },

    /** GET /products/category/{category}: an unknown category is a 422 naming the valid ones. */
    byCategory(category: string, q: ListQuery): Promise<ProductPage> {
      const slug = categorySlugOf(category);
      if (!slug) throw invalid('category', `Unknown category. Valid categories: ${CATEGORY_SLUGS.join(', ')}`);
      return listPage({ ...q, category: slug });
    },

    featured(q: ListQuery): Promise<ProductPage> {
      return listPage(q, { extra: [eq(products.isFeatured, true)] });
    },

    /** Recent engagement (7 days of likes, views, shares), not chance. */
    trending(q: ListQuery): Promise<ProductPage> {
      return trendingPage(q);
    },

    /**
     * Signed in with follows or likes: followed shops and liked categories first, leaving out what
     * they already liked and their own shop. Otherwise (and for guests) what is trending.
     */
    async recommended(q: ListQuery, viewerId: string | undefined): Promise<ProductPage> {
      if (!viewerId || !(await repo.hasSignals(viewerId, new Date()))) {
        return trendingPage(q, viewerId ? [repo.notOwnedBy(viewerId)] : []);
      }
      const order = [by(repo.affinity(viewerId), 'desc'), by(popularity, 'desc'), ...sortOrder('newest')];
      return listPage(q, { extra: [repo.notLikedBy(viewerId), repo.notOwnedBy(viewerId)] }, (spec) => ({ ...spec, tiers: undefined, orderBy: order }));
    },

    /** Same category first, then by how alike the titles and tags are; never the product itself. */
    async similar(id: string, p: { page: number; limit: number }, viewerId: string | undefined): Promise<ProductPage> {
      const base = await visible(id, viewerId);
      const similar = repo.similarTo(base.product);
      return page({
        where: [productListable, shopLive, similar.where],
        orderBy: [by(similar.sameCategory, 'desc'), by(similar.rank, 'desc'), by(popularity, 'desc'), by(sql`${products.id}`, 'desc')],
        page: p.page,
        limit: p.limit,
      });
    },

    /** GET /products/{id}: the full product; with the caller's like and bookmark when signed in; the owner's extras for its owner and admins. */
    async detail(id: string, viewerId: string | undefined, shopKey?: string, isAdmin = false): Promise<ProductDetail> {
      const [found, cutoff] = await Promise.all([visible(id, viewerId, isAdmin), popularCutoff()]);
      if (!ofShop(found, shopKey)) throw notFound(PRODUCT_MESSAGES.productNotFound);
      const product = toProductView(found.product, found.shop, found.owner, mediaUrl, true, cutoff);
      const extras = isAdmin || (viewerId && found.shop.ownerId === viewerId) ? toOwnerExtras(found.product) : {};
      return { ...product, ...extras, stats: await withViewer(product.stats, id, viewerId) };
    },

    async stats(id: string, viewerId: string | undefined, shopKey?: string): Promise<ProductStats> {
      const found = await visible(id, viewerId);
      if (!ofShop(found, shopKey)) throw notFound(PRODUCT_MESSAGES.productNotFound);
      return withViewer(toProductStats(found.product), id, viewerId);
    },

    async shopProducts(shopKey: string, q: ListQuery, viewerId: string | undefined): Promise<ProductPage> {
      const { isOwner, shopId } = await shopScope(shopKey, viewerId);
      return listPage({ ...q, shopId }, { everything: isOwner });
    },
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;
