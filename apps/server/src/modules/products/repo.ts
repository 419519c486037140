import { and, eq, getTableColumns, inArray, lte, ne, not, or, sql, type AnyColumn, type SQL, type SQLWrapper, type Subquery } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { ProductCondition } from '@sokoni/contracts/catalog';
import { isUuid } from '@sokoni/contracts/envelope';
import type { Db } from '../../platform/db/client.ts';
import { fieldsOf } from '../../platform/db/subquery-fields.ts';
import { shopRows, toShopOwner, type OwnerRow, type ShopOwner, type ShopRow } from '../shops/index.ts';
import { ownerCards } from '../users/index.ts';
import type { CategoryTarget } from './category-words.ts';
import type { ProductViewRow } from './product-view.ts';
import { products } from '../../platform/db/tables/products.ts';
import { LRUCache } from 'lru-cache';
import { idRow, parseRows } from '../../platform/db/raw-rows.ts';
import { POPULAR_SHARE } from './popularity.ts';

// Lists never load the search columns: the tsvector alone is larger than the rest of a row.
const { searchVector: _searchVector, searchExtra: _searchExtra, ...productColumns } = getTableColumns(products);
// A product's shop and the shop's owner come through their owners' faces, as subqueries joined in
// the same statement (shopRows, ownerCards): PostgreSQL plans them like joins on the tables.
const shopColumns = fieldsOf(shopRows);
const ownerColumns = fieldsOf(ownerCards);
const likedBy = alias(products, 'lp');
/** The categories of the products `liked` (a subquery of ids) names. */
const likedCategories = (liked: SQL) => new QueryBuilder().select({ category: likedBy.category }).from(likedBy).where(sql`${likedBy.id} in (${liked})`);

/** Per product, a count of recent signals: a subquery joined by productId. */
type CountsByProduct = Subquery & { productId: AnyColumn; n: SQLWrapper };

/**
 * What the catalog reads of buyers' likes, follows, views and shares: the social module's tables,
 * handed in by services.ts (social sits above products) as subqueries and conditions, so each
 * list stays one statement.
 */
export type ProductSignals = {
  /** Likes, hourly views and shares of the last 7 days, one row per product (trending). */
  recentEngagement(): { likes: CountsByProduct; views: CountsByProduct; shares: CountsByProduct };
  /** The ids of the shops a user follows (followed at or before `at`, an ISO time, when given), as a subquery. */
  followedShopIds(userId: string, at?: string): SQL;
  /** The ids of the products a user liked (at or before `at` when given), as a subquery. */
  likedProductIds(userId: string, at?: string): SQL;
  /** "The user liked this product", as a condition on a product id column. */
  likesProduct(userId: string, productId: AnyColumn): SQL;
  viewerFlags(userId: string, productId: string): Promise<{ isLiked: boolean; isBookmarked: boolean }>;
  hasSignals(userId: string, asOf: Date): Promise<boolean>;
};

export type ProductWithShop = { product: ProductViewRow; shop: ShopRow; owner: ShopOwner };
/** Listable (doc 1 §2.8 lists): the same predicate as the partial index products_listable_created_idx. */
export const productListable = sql`(${products.isActive} and ${products.isAvailable} and ${products.status} = 'active')`;
export const shopLive = sql`${shopRows.isActive}`;
/** doc 1 §2.8 "popular": likes weigh most, then comments, then views. */
export const popularity = sql`(${products.likesCount} * 3 + ${products.viewsCount} + ${products.commentsCount} * 2)`;

export type ProductFilters = {
  category?: string;
  subcategory?: string;
  brand?: string;
  minPrice?: number;
  maxPrice?: number;
  condition?: ProductCondition;
  city?: string;
  /** ISO code (SZ, ZA, KE, …). */
  country?: string;
  shopId?: string;
};

export function filterConditions(f: ProductFilters): SQL[] {
  const where: SQL[] = [];
  if (f.category !== undefined) where.push(eq(products.category, f.category));
  if (f.subcategory !== undefined) where.push(sql`lower(${products.subcategory}) = lower(${f.subcategory})`);
  if (f.brand !== undefined) where.push(sql`lower(${products.brand}) = lower(${f.brand})`);
  // In SZL against the normalised price, so "up to E500" also holds KSh and R prices; a product
  // without a price matches no price range.
  if (f.minPrice !== undefined) where.push(sql`${products.priceSzl} >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) where.push(sql`${products.priceSzl} <= ${f.maxPrice}`);
  if (f.condition !== undefined) where.push(eq(products.condition, f.condition));
  if (f.city !== undefined) where.push(sql`lower(${products.city}) = lower(${f.city})`);
  if (f.country !== undefined) where.push(eq(products.country, f.country));
  if (f.shopId !== undefined) where.push(eq(products.shopId, f.shopId));
  return where;
}

/** How alike a title must be to the query, as pg_trgm word_similarity ("samsng" ~ "Samsung …" is 0.57). */
const FUZZY_THRESHOLD = 0.3;

export type SearchClause = { match: SQL; rank: SQL };

/**
 * Search in two tiers. `exact`: full text (stemmed words; title weighs more than brand and tags,
 * which weigh more than the description) or every word as a prefix ("iphon" → iPhone), one
 * tsquery answered by the GIN index products_search_idx. `fuzzy`, for when exact finds nothing:
 * titles alike the query by trigrams ("samsng galxy" → Samsung Galaxy). Its candidates come from
 * the trigram index products_title_trgm_idx (a regex of the query's trigrams), then
 * word_similarity must pass FUZZY_THRESHOLD: the `%>` operator would use the index by itself,
 * but its threshold is a session setting, 0.6 by default, too strict for "samsng" (0.57).
 */
export function searchClauses(q: string): { exact: SearchClause; fuzzy?: SearchClause } | undefined {
  const words = [...new Set(q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 12);
  if (words.length === 0) return undefined;
  const web = sql`websearch_to_tsquery('english', ${q})`;
  // Search syntax ("a phrase", -word, or) means exactly what it says: no prefixes, no typos.
  const strict = /"|(^|\s)-\S|\sor\s/i.test(q);
  const tsq = strict ? web : sql`(${web} || to_tsquery('english', ${words.map((w) => `${w}:*`).join(' & ')}))`;
  const exact = {
    match: sql`${products.searchVector} @@ ${tsq}`,
    rank: sql`(ts_rank_cd(${products.searchVector}, ${tsq}) * 2 + word_similarity(${q}, ${products.title}))`,
  };
  const grams = strict ? [] : trigramsOf(words);
  if (grams.length === 0) return { exact };
  const likeness = sql`word_similarity(${q}, ${products.title})`;
  return {
    exact,
    fuzzy: {
      match: sql`(${products.title} ~* ${`(${grams.join('|')})`} and ${likeness} >= ${FUZZY_THRESHOLD})`,
      // Whole-title similarity breaks ties between titles that share the same word.
      rank: sql`(${likeness} + similarity(${q}, ${products.title}) * 0.5)`,
    },
  };
}

/**
 * 1 for a product in a category or subcategory the search names ("phone" → Phones & Tablets),
 * else 0: relevance orders by it first, so a TV that mentions a phone comes after the phones.
 */
export function categoryIntent(targets: CategoryTarget[]): SQL | undefined {
  if (targets.length === 0) return undefined;
  const cases = targets.map((t) =>
    t.subcategory === undefined
      ? sql`${products.category} = ${t.category}`
      : sql`(${products.category} = ${t.category} and lower(${products.subcategory}) = ${t.subcategory.toLowerCase()})`,
  );
  return sql`(case when ${sql.join(cases, sql` or `)} then 1 else 0 end)`;
}

/** The distinct 3-letter pieces of the words (letters and digits only, so safe in a regex). */
function trigramsOf(words: string[], max = 24): string[] {
  const grams = new Set<string>();
  for (const w of words) {
    const chars = [...w];
    for (let i = 0; i + 3 <= chars.length && grams.size < max; i++) grams.add(chars.slice(i, i + 3).join(''));
  }
  return [...grams];
}

/** The popularity of the listed product at the top POPULAR_SHARE's edge (popular-share.ts keeps it a minute). */
export async function readPopularCutoff(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ cutoff: sql<string | null>`percentile_disc(${1 - POPULAR_SHARE}::float8) within group (order by ${popularity})` })
    .from(products)
    .innerJoin(shopRows, eq(shopRows.id, products.shopId))
    .where(and(productListable, shopLive));
  return row?.cutoff === null || row?.cutoff === undefined ? undefined : Number(row.cutoff);
}

type Join = { table: Subquery; on: SQL };

export type ListSpec = {
  where: (SQL | undefined)[];
  orderBy: SQL[];
  page: number;
  limit: number;
  joins?: Join[];
  /**
   * How the total is counted: by default with count(*) over () in the same pass as the page's
   * ids; `cached`, a count query remembered for a few seconds (the feed: every page of a walk
   * shares its asOf, so its total does not change).
   */
  count?: 'window' | 'cached';
  /**
   * The same order in index-friendly parts: the rows matching each condition, in turn, each part
   * ordered by `orderBy` (what `orderBy` above orders by after its leading, part-constant keys).
   * A "market first" order is two index walks this way instead of a sort of every match.
   */
  tiers?: { where: SQL[]; orderBy: SQL[] };
};

/** A feed snapshot longer than this is not kept: its pages come from offset queries instead. */
const MAX_SNAPSHOT = 50_000;
/** How long a snapshot still answers the later pages of the walks it began. */
const SNAPSHOT_RETAIN_MS = 120_000;

/** How far a personal walk's order is read at once (50 pages of 20). */
const PERSONAL_DEPTH = 1000;

/** The ordered ids of a feed query as of one moment. */
export type FeedSnapshot = { asOf: Date; ids: string[] };
type LiveSnapshot = { snap?: FeedSnapshot; builtAt: number; pending?: Promise<FeedSnapshot | undefined> };

/**
 * `signals`: buyers' likes and follows (the social module's). `cacheTtlMs`: how long feed snapshots and counts stay fresh (0: nothing is kept, every call
 * asks the database).
 */
export function createProductsRepo(db: Db, signals: ProductSignals, opts: { cacheTtlMs?: number } = {}) {
  const ttlMs = opts.cacheTtlMs ?? 0;
  const counts = new LRUCache<string, { value: number; until: number; refreshing?: Promise<number> }>({ max: 1000 });
  let countsGeneration = 0;
  const live = new LRUCache<string, LiveSnapshot>({ max: 64 });
  const retained = new LRUCache<string, FeedSnapshot>({ max: 8, ttl: SNAPSHOT_RETAIN_MS });
  const walks = new LRUCache<string, Promise<string[]>>({ max: 256, ttl: SNAPSHOT_RETAIN_MS });
  const rows = (r: { product: ProductViewRow; shop: ShopRow; owner: OwnerRow }[]): ProductWithShop[] =>
    r.map((x) => ({ product: x.product, shop: x.shop, owner: toShopOwner(x.owner) }));
  const withShop = () =>
    db
      .select({ product: productColumns, shop: shopColumns, owner: ownerColumns })
      .from(products)
      .innerJoin(shopRows, eq(shopRows.id, products.shopId))
      .innerJoin(ownerCards, eq(ownerCards.id, shopRows.ownerId));

  async function count(where: SQL | undefined, cache: boolean): Promise<number> {
    const query = db.select({ n: sql<number>`count(*)::int` }).from(products).innerJoin(shopRows, eq(shopRows.id, products.shopId)).where(where);
    if (!cache || ttlMs <= 0) return Number((await query)[0]?.n ?? 0);
    const { sql: text, params } = query.toSQL();
    const key = `${text}|${JSON.stringify(params)}`;
    const hit = counts.get(key);
    const now = Date.now();
    if (hit && hit.until > now) return hit.value;
    // Counting a 100k catalog takes ~90 ms: past its ttl a total is recounted in the background
    // while the last one answers (for up to 10 ttls), so no single page waits for it.
    const startedAt = countsGeneration;
    const refresh = hit?.refreshing ?? query.then(
      ([row]) => {
        const value = Number(row?.n ?? 0);
        // Counted before a listing changed: answer with it, keep it for nobody.
        if (startedAt !== countsGeneration) return value;
        counts.set(key, { value, until: Date.now() + ttlMs });
        return value;
      },
      (error: unknown) => {
        if (hit) hit.refreshing = undefined;
        throw error;
      },
    );
    if (hit) hit.refreshing = refresh;
    if (hit && hit.until + 10 * ttlMs > now) {
      refresh.catch(() => {});
      return hit.value;
    }
    return refresh;
  }

  /** Products with their shop and owner, in the order of `ids` (one query); `listable`: only those still listable. */
  async function byIds(ids: string[], listable = false): Promise<ProductWithShop[]> {
    if (ids.length === 0) return [];
    const found = rows(await withShop().where(and(inArray(products.id, ids), listable ? and(productListable, shopLive) : undefined)));
    const byId = new Map(found.map((x) => [x.product.id, x]));
    return ids.map((id) => byId.get(id)).filter((x): x is ProductWithShop => x !== undefined);
  }

  /**
   * The feed query's ordered ids as of now (at most MAX_SNAPSHOT, else undefined). When they are the ones of `previous`, that snapshot
   * (and its asOf) is kept: nothing listable appeared in between, so a walk from either moment is
   * the same, and the prepared first page keeps its bytes and its ETag (issue 26).
   */
  async function buildSnapshot(key: string, where: (SQL | undefined)[], orderBy: SQL[], previous?: FeedSnapshot): Promise<FeedSnapshot | undefined> {
    const asOf = new Date();
    const found = await db
      .select({ id: products.id })
      .from(products)
      .innerJoin(shopRows, eq(shopRows.id, products.shopId))
      .where(and(...where, lte(products.createdAt, asOf)))
      .orderBy(...orderBy)
      .limit(MAX_SNAPSHOT + 1);
    if (found.length > MAX_SNAPSHOT) return undefined;
    const ids = found.map((r) => r.id);
    const same = previous && previous.ids.length === ids.length && previous.ids.every((id, i) => id === ids[i]);
    const snap = same ? previous : { asOf, ids };
    retained.set(`${key}|${snap.asOf.toISOString()}`, snap);
    return snap;
  }

  /**
   * A feed query's snapshot: its whole ordered id list as of a moment, so any page is a slice and
   * the total its length. Without `asOf` the current one (built at most once per ttl, and while
   * one is rebuilt the previous one still answers); with `asOf` the one of that moment if it is
   * still kept. Undefined when snapshots are off, too long, or gone: then the caller asks SQL.
   */
  async function feedSnapshot(where: (SQL | undefined)[], orderBy: SQL[], asOf?: Date): Promise<FeedSnapshot | undefined> {
    if (ttlMs <= 0) return undefined;
    const { sql: text, params } = db.select({ id: products.id }).from(products).where(and(...where)).orderBy(...orderBy).toSQL();
    const key = `${text}|${JSON.stringify(params)}`;
    if (asOf) return retained.get(`${key}|${asOf.toISOString()}`);
    let entry = live.get(key);
    if (!entry) {
      entry = { builtAt: 0 };
      live.set(key, entry);
    }
    const age = Date.now() - entry.builtAt;
    if (entry.snap && age < ttlMs) return entry.snap;
    // Too long last time: not worth trying again for a while.
    if (entry.builtAt > 0 && !entry.snap && age < 20 * ttlMs) return undefined;
    if (!entry.pending) {
      const e = entry;
      e.pending = buildSnapshot(key, where, orderBy, e.snap).then(
        (snap) => {
          Object.assign(e, { snap, builtAt: Date.now(), pending: undefined });
          return snap;
        },
        (error: unknown) => {
          e.pending = undefined;
          throw error;
        },
      );
      // A refresh in the background must not be an unhandled rejection.
      e.pending.catch(() => {});
    }
    return entry.snap && age < 10 * ttlMs ? entry.snap : entry.pending;
  }

  /**
   * One page and its total, in two steps: the page's ids (narrow rows, so sorting thousands of
   * matches stays cheap, and the total counted in the same pass with count(*) over ()), then those
   * products with their shops and owners in one query.
   */
  const idsOf = () => db.select({ id: products.id }).from(products).innerJoin(shopRows, eq(shopRows.id, products.shopId)).$dynamic();

  async function list(spec: ListSpec): Promise<{ items: ProductWithShop[]; total: number }> {
    const where = and(...spec.where);
    const offset = (spec.page - 1) * spec.limit;
    if (spec.tiers) {
      const { orderBy } = spec.tiers;
      const depth = offset + spec.limit;
      const [parts, total] = await Promise.all([
        Promise.all(spec.tiers.where.map((tier) => idsOf().where(and(where, tier)).orderBy(...orderBy).limit(depth))),
        count(where, true),
      ]);
      const ids = parts.flat().slice(offset, depth).map((r) => r.id);
      return { items: await byIds(ids), total };
    }
    const windowed = spec.count !== 'cached';
    let ids = db
      .select({ id: products.id, total: windowed ? sql<number>`count(*) over ()` : sql<number>`0` })
      .from(products)
      .innerJoin(shopRows, eq(shopRows.id, products.shopId))
      .$dynamic();
    for (const j of spec.joins ?? []) ids = ids.leftJoin(j.table, j.on);
    const [found, countedTotal] = await Promise.all([
      ids.where(where).orderBy(...spec.orderBy).limit(spec.limit).offset(offset),
      windowed ? Promise.resolve(0) : count(where, true),
    ]);
    // Past the last page no row carries the total: count it.
    const total = !windowed ? countedTotal : found[0] ? Number(found[0].total) : offset > 0 ? await count(where, false) : 0;
    return { items: await byIds(found.map((r) => r.id)), total };
  }

  /** The ids of the personal order (see affinityPage), `depth` at most, skipping `offset`. */
  async function affinityIds(where: (SQL | undefined)[], userId: string, asOf: Date, market: string | undefined, depth: number, offset: number, limit: number): Promise<string[]> {
    const at = asOf.toISOString();
    const followed = sql`${products.shopId} in (${signals.followedShopIds(userId, at)})`;
    const liked = sql`${products.category} in (${likedCategories(signals.likedProductIds(userId, at))})`;
    const affinity: [number, SQL][] = [
      [3, sql`(${followed} and ${liked})`],
      [2, sql`(${followed} and not ${liked})`],
      [1, sql`(not ${followed} and ${liked})`],
      [0, sql`(not ${followed} and not ${liked})`],
    ];
    // The buyer's market first, as in every list (doc 1 §1); affinity orders within each part.
    const tiers: [number, SQL][] = market
      ? affinity.flatMap(([score, tier]): [number, SQL][] => [
          [score + 4, sql`(${tier} and ${products.country} = ${market})`],
          [score, sql`(${tier} and ${products.country} <> ${market})`],
        ])
      : affinity;
    const parts = tiers.map(([score, tier]) =>
      db
        .select({ id: products.id, createdAt: products.createdAt, score: sql<number>`${sql.raw(String(score))}`.as('score') })
        .from(products)
        .innerJoin(shopRows, eq(shopRows.id, products.shopId))
        .where(and(...where, tier))
        .orderBy(sql`${products.createdAt} desc`, sql`${products.id} desc`)
        .limit(depth),
    );
    const union = sql.join(
      parts.map((p) => sql`(${p})`),
      sql` union all `,
    );
    return parseRows(idRow, await db.execute(sql`select id from (${union}) t order by score desc, created_at desc, id desc limit ${limit} offset ${offset}`)).map((r) => r.id);
  }

  /** The first PERSONAL_DEPTH ids of a personal walk, read once and kept while the walk goes on. */
  function personalWalk(where: (SQL | undefined)[], userId: string, asOf: Date, market: string | undefined): Promise<string[]> {
    const { sql: text, params } = db.select({ id: products.id }).from(products).where(and(...where)).toSQL();
    const key = `${userId}|${asOf.toISOString()}|${market ?? ''}|${text}|${JSON.stringify(params)}`;
    const hit = walks.get(key);
    if (hit) return hit;
    const ids = affinityIds(where, userId, asOf, market, PERSONAL_DEPTH, 0, PERSONAL_DEPTH);
    ids.catch(() => {
      if (walks.peek(key) === ids) walks.delete(key);
    });
    walks.set(key, ids);
    return ids;
  }

  /**
   * The personal feed's page without sorting the whole catalogue: each affinity tier (3 followed
   * shop and liked category, 2 followed shop, 1 liked category, 0 the rest; with a `market`, its
   * products' tiers above all others) gives its newest `page × limit` ids straight off an index,
   * and only those are merged; then the page's rows
   * in one query. `asOf` freezes the signals, so a like while scrolling does not reshuffle pages.
   * With caching on, the later pages of a walk (up to PERSONAL_DEPTH products) are slices of one
   * read of its order.
   */
  async function affinityPage(spec: { where: (SQL | undefined)[]; page: number; limit: number }, userId: string, asOf: Date, market?: string) {
    const offset = (spec.page - 1) * spec.limit;
    if (ttlMs > 0 && spec.page > 1 && offset + spec.limit <= PERSONAL_DEPTH) {
      const ids = await personalWalk(spec.where, userId, asOf, market);
      return byIds(ids.slice(offset, offset + spec.limit));
    }
    return byIds(await affinityIds(spec.where, userId, asOf, market, spec.page * spec.limit, offset, spec.limit));
  }

  return {
    /**
     * Which products a shop lists changed: list totals are counted afresh and the current feed
     * snapshots rebuilt before they answer again (a walk's own, `asOf`, stays as it was).
     */
    expireListings() {
      countsGeneration++;
      counts.clear();
      live.clear();
    },
    list,
    affinityPage,
    feedSnapshot,
    byIds,
    count: (where: (SQL | undefined)[]) => count(and(...where), true),

    async findById(id: string): Promise<ProductWithShop | undefined> {
      const [row] = await withShop().where(eq(products.id, id)).limit(1);
      return row ? rows([row])[0] : undefined;
    },

    /** A shop by id or slug (a slug may look like an id: the id wins). */
    async shopAccess(key: string): Promise<{ id: string; ownerId: string; isActive: boolean } | undefined> {
      const access = (where: SQL) => db.select({ id: shopRows.id, ownerId: shopRows.ownerId, isActive: shopRows.isActive }).from(shopRows).where(where).limit(1);
      const [byId] = isUuid(key) ? await access(eq(shopRows.id, key)) : [];
      return byId ?? (await access(eq(shopRows.slug, key)))[0];
    },

    /** The caller's like and bookmark of one product. */
    viewerFlags: signals.viewerFlags,

    /** Whether the user follows a shop or likes a product (as of a time): what personalisation needs. */
    hasSignals: signals.hasSignals,

    /**
     * A product's affinity to a user: 2 for a followed shop, 1 for a category they liked. Both
     * subqueries are uncorrelated, so Postgres hashes them once per query, not per row.
     */
    affinity(userId: string): SQL {
      return sql`(case when ${products.shopId} in (${signals.followedShopIds(userId)}) then 2 else 0 end
        + case when ${products.category} in (${likedCategories(signals.likedProductIds(userId))}) then 1 else 0 end)`;
    },

    /** Products the user has liked are left out of their recommendations. */
    notLikedBy(userId: string): SQL {
      return not(signals.likesProduct(userId, products.id));
    },

    notOwnedBy(userId: string): SQL {
      return ne(shopRows.ownerId, userId);
    },

    createdUpTo(asOf: Date): SQL {
      return lte(products.createdAt, asOf);
    },

    /** Trending joins and score: recent likes ×3, hourly views ×1, shares ×4, plus a little all-time popularity. */
    trending(): { joins: Join[]; score: SQL } {
      const { likes, views, shares } = signals.recentEngagement();
      return {
        joins: [
          { table: likes, on: eq(likes.productId, products.id) },
          { table: views, on: eq(views.productId, products.id) },
          { table: shares, on: eq(shares.productId, products.id) },
        ],
        score: sql`(coalesce(${likes.n}, 0) * 3 + coalesce(${views.n}, 0) + coalesce(${shares.n}, 0) * 4 + ${popularity} * 0.05)`,
      };
    },

    /** Similar to a product: its category, or a title or tags that resemble it. */
    similarTo(p: { id: string; title: string; category: string; tags: string[] }): { where: SQL; rank: SQL; sameCategory: SQL } {
      const tags = p.tags.slice(0, 20);
      const tagArray = tags.length > 0 ? sql`array[${sql.join(tags.map((t) => sql`${t}`), sql`, `)}]::text[]` : undefined;
      const sameCategory = sql`(${products.category} = ${p.category})`;
      const where = and(
        ne(products.id, p.id),
        or(sameCategory, sql`${products.title} % ${p.title}`, tagArray ? sql`${products.tags} && ${tagArray}` : undefined),
      )!;
      const rank = sql`(similarity(${products.title}, ${p.title})${tagArray ? sql` + case when ${products.tags} && ${tagArray} then 0.3 else 0 end` : sql``})`;
      return { where, rank, sameCategory };
    },
  };
}
export type ProductsRepo = ReturnType<typeof createProductsRepo>;
