import type { SQL } from 'drizzle-orm';
import { CATEGORY_SLUGS, type ProductCard, type ProductDetail, type ProductStats } from '@sokoni/contracts/catalog';
import { toPagination, type Pagination } from '@sokoni/contracts/envelope';
import { invalid, notFound } from '../../platform/http/errors.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import { toOwnerExtras, toProductStats, toProductView } from './product-view.ts';
import { affinityOrder, featuredOnly, listSpec, scoreOrder, similarOrder, type ListOptions } from './list-queries.ts';
import { categorySlugOf, type ListQuery } from './query.ts';
import { productListable, shopLive, type ListSpec } from './catalog-queries.ts';
import type { ProductsRepo, ProductWithShop } from './repo.ts';
import { searchClauses } from './search-queries.ts';

export type ProductPage = { products: ProductCard[]; pagination: Pagination };
export const PRODUCT_MESSAGES = {
  productNotFound: 'Product not found',
  shopNotFound: 'Shop not found',
} as const;

/** A product strangers may see: listable, in a live shop. Its shop's owner and admins see it whatever its state (a draft under review too). */
export function isVisible(x: ProductWithShop, viewerId: string | undefined, isAdmin = false): boolean {
  const p = x.product;
  const listable = p.isActive && p.isAvailable && p.status === 'active' && x.shop.isActive;
  return listable || isAdmin || (viewerId !== undefined && x.shop.ownerId === viewerId);
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

type ProductsServiceDeps = { repo: ProductsRepo; mediaUrl: MediaUrl; popularCutoff: () => Promise<number | undefined> };

/** `popularCutoff`: the popularity a product must exceed to be badged popular (popular-share.ts). */
export function createProductsService(deps: ProductsServiceDeps) {
  const helpers = productHelpers(deps);
  return { ...productLists(deps, helpers), ...productPages(deps, helpers) };
}

/** What the product lists share: views, pages with the typo fallback, visibility, a shop's scope. */
function productHelpers(deps: ProductsServiceDeps) {
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
  return { view, page, listPage, visible, withViewer, trendingPage, shopScope, ofShop };
}

/** The catalog’s lists: all, by category, featured, trending, recommended. */
function productLists(deps: ProductsServiceDeps, helpers: ReturnType<typeof productHelpers>) {
  const { repo } = deps;
  const { listPage, trendingPage } = helpers;
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
      return listPage(q, { extra: [featuredOnly] });
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
      const order = affinityOrder(repo.affinity(viewerId));
      return listPage(q, { extra: [repo.notLikedBy(viewerId), repo.notOwnedBy(viewerId)] }, (spec) => ({ ...spec, tiers: undefined, orderBy: order }));
    },
  };
}

/** Similar products, one product’s detail and stats, and a shop’s products. */
function productPages(deps: ProductsServiceDeps, helpers: ReturnType<typeof productHelpers>) {
  const { repo, mediaUrl, popularCutoff } = deps;
  const { page, listPage, visible, withViewer, shopScope, ofShop } = helpers;
  return {
    /** Same category first, then by how alike the titles and tags are; never the product itself. */
    async similar(id: string, p: { page: number; limit: number }, viewerId: string | undefined): Promise<ProductPage> {
      const base = await visible(id, viewerId);
      const similar = repo.similarTo(base.product);
      return page({
        where: [productListable, shopLive, similar.where],
        orderBy: similarOrder(similar),
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
