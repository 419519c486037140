import { eq, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@sokoni/contracts/catalog';
import { products } from '../../platform/db/tables/products.ts';
import { categoryTargetsOf } from './category-words.ts';
import { filtersOf, marketOf, type ListQuery } from './query.ts';
import { filterConditions, popularity, productListable, shopLive, type ListSpec } from './catalog-queries.ts';
import { categoryIntent, searchClauses } from './search-queries.ts';

type Order = 'asc' | 'desc';


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

/** Signed-in recommendations: affinity first, then popularity, then newest. */
export function affinityOrder(affinity: SQL): SQL[] {
  return [by(affinity, 'desc'), by(popularity, 'desc'), ...sortOrder('newest')];
}

/** Similar products: same category, then likeness, then popularity. */
export function similarOrder(similar: { sameCategory: SQL; rank: SQL }): SQL[] {
  return [by(similar.sameCategory, 'desc'), by(similar.rank, 'desc'), by(popularity, 'desc'), by(sql`${products.id}`, 'desc')];
}

/** Featured products only (GET /products/featured). */
export const featuredOnly = eq(products.isFeatured, true);
