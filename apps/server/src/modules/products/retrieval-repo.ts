import { and, desc, eq, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { products, productVectors, type StoredMedia } from '../../platform/db/tables/products.ts';
import { parseRows, rawDate, rawJson, rawNumber, rawTextArray } from '../../platform/db/raw-rows.ts';
import { SKETCH_BITS, vectorSketch } from '../../platform/ai/index.ts';
import { shopRows } from '../shops/index.ts';
import { productListable, shopLive } from './catalog-queries.ts';
import { searchClauses } from './search-queries.ts';

// The catalog as the shopping assistant retrieves from it: candidates for a search, market prices,
// listings alike a picture, and the picture vectors' upkeep (issue 27: the products and
// product_vectors tables are this module's alone; the assistant asks through the face, and its
// queries stay the single statements they were, joined to shops through the shops face).

/** The constraints a search holds every candidate to; prices already in SZL. */
export type SearchFilters = {
  category?: string;
  subcategory?: string;
  minPriceSzl?: number;
  maxPriceSzl?: number;
  condition?: string;
  brands?: string[];
  yearMin?: number;
  yearMax?: number;
  mileageMaxKm?: number;
  city?: string;
  country?: string;
  excludeIds?: string[];
};

/** One candidate and the facts the ranker scores it on. */
export type Candidate = {
  id: string;
  title: string;
  category: string;
  subcategory: string | null;
  brand: string | null;
  condition: string;
  priceAmount: number;
  currency: string;
  priceSzl: number | null;
  city: string;
  country: string;
  attributes: Record<string, string | number | boolean>;
  likes: number;
  views: number;
  rating: number;
  ratingCount: number;
  createdAt: Date;
  /** Full-text rank of the words (0 when none matched or none were given). */
  textRank: number;
  /** How many of the shopper's own words the listing holds (title, brand, tags, description). */
  wordsMatched: number;
  /** The seller's tags: what kind of thing a listing is when its title does not say. */
  tags?: string[];
};

/** How results are ordered: by fit (their matchScore), or by what the shopper asked to sort by. */
export type ResultOrder = 'relevance' | 'price-low' | 'price-high' | 'newest' | 'popular';

export type CandidateQuery = {
  filters: SearchFilters;
  words: string[];
  related: string[];
  wordsRequired: boolean;
  order?: ResultOrder;
};

const candidateColumns = sql`${products.id} as id, ${products.title} as title, ${products.category} as category, ${products.subcategory} as subcategory,
  ${products.brand} as brand, ${products.condition} as condition, ${products.priceAmount} as price_amount, ${products.currency} as currency,
  ${products.priceSzl} as price_szl, ${products.city} as city, ${products.country} as country, ${products.attributes} as attributes,
  ${products.likesCount} as likes, ${products.viewsCount} as views, ${products.ratingAverage} as rating, ${products.ratingCount} as rating_count,
  ${products.createdAt} as created_at, ${products.tags} as tags`;

const attributeValue = z.union([z.string(), z.number(), z.boolean()]);

/** A raw row of `candidateColumns` (plus the text rank and words matched when a search gives them). */
const rawCandidate = z
  .object({
    id: z.string(),
    title: z.string(),
    category: z.string(),
    subcategory: z.string().nullable(),
    brand: z.string().nullable(),
    condition: z.string(),
    price_amount: rawNumber,
    currency: z.string(),
    price_szl: rawNumber.nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    attributes: rawJson(z.record(z.string(), attributeValue).nullable()),
    likes: rawNumber,
    views: rawNumber,
    rating: rawNumber,
    rating_count: rawNumber,
    created_at: rawDate,
    tags: rawTextArray,
    rank: rawNumber.optional(),
    matched: rawNumber.optional(),
  })
  .transform(
    (r): Candidate => ({
      id: r.id,
      title: r.title,
      category: r.category,
      subcategory: r.subcategory,
      brand: r.brand,
      condition: r.condition,
      priceAmount: r.price_amount,
      currency: r.currency,
      priceSzl: r.price_szl,
      city: r.city ?? '',
      country: r.country ?? '',
      attributes: r.attributes ?? {},
      likes: r.likes,
      views: r.views,
      rating: r.rating,
      ratingCount: r.rating_count,
      createdAt: r.created_at,
      textRank: r.rank ?? 0,
      wordsMatched: r.matched ?? 0,
      tags: r.tags,
    }),
  );

/** A picture match: a candidate with its similarity (a damaged stored vector must not make a NaN score, which the reply schema would refuse), hash and vector. */
const rawPictureMatch = z.intersection(
  rawCandidate,
  z
    .object({ similarity: rawNumber.catch(0), picture_hash: z.string().nullable().catch(null), vector: z.array(rawNumber).nullable().catch([]) })
    .transform((r) => ({ similarity: Number.isFinite(r.similarity) ? r.similarity : 0, pictureHash: r.picture_hash, vector: r.vector ?? [] })),
);

/** How many candidates the ranker sees: enough to re-order, few enough to stay fast on 100k listings. */
const POOL = 80;
/** How many listings the sketches shortlist for a photo before the exact comparison (recall against speed). */
const SKETCH_SHORTLIST = 300;

const WORD = /^[\p{L}\p{N}]+$/u;
/** Words safe to put in a tsquery by hand (letters and digits only). */
const cleanWords = (words: string[]) => [...new Set(words.map((w) => w.toLowerCase()).filter((w) => WORD.test(w) && w.length <= 40))].slice(0, 24);

/** `word:*` alternatives, so "camer" and "cameras" both reach "camera". */
const anyOf = (words: string[]): SQL => sql`to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' | ')})`;
const stemmedAnyOf = (words: string[]): SQL => sql`to_tsquery('english', ${words.join(' | ')})`;

function filterSql(f: SearchFilters): SQL[] {
  const where: SQL[] = [productListable, shopLive];
  if (f.category) where.push(eq(products.category, f.category));
  if (f.subcategory) where.push(sql`lower(${products.subcategory}) = lower(${f.subcategory})`);
  if (f.minPriceSzl !== undefined) where.push(sql`${products.priceSzl} >= ${f.minPriceSzl}`);
  if (f.maxPriceSzl !== undefined) where.push(sql`${products.priceSzl} <= ${f.maxPriceSzl}`);
  if (f.condition) where.push(eq(products.condition, f.condition as 'new'));
  if (f.brands?.length) where.push(sql`lower(${products.brand}) in (${sql.join(f.brands.map((b) => sql`${b.toLowerCase()}`), sql`, `)})`);
  // Vehicle facts live in attributes; a listing that does not state them cannot promise them.
  const year = sql`case when ${products.attributes}->>'year' ~ '^[0-9]{4}$' then (${products.attributes}->>'year')::int end`;
  const km = sql`case when ${products.attributes}->>'mileage' ~ '^[0-9]+(\\.[0-9]+)?$' then (${products.attributes}->>'mileage')::numeric end`;
  if (f.yearMin !== undefined) where.push(sql`${year} >= ${f.yearMin}`);
  if (f.yearMax !== undefined) where.push(sql`${year} <= ${f.yearMax}`);
  if (f.mileageMaxKm !== undefined) where.push(sql`${km} <= ${f.mileageMaxKm}`);
  if (f.city) where.push(sql`lower(${products.city}) = lower(${f.city})`);
  if (f.country) where.push(eq(products.country, f.country));
  if (f.excludeIds?.length) where.push(sql`${products.id} not in (${sql.join(f.excludeIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
  return where;
}

/**
 * Candidates for a search: every hard constraint in SQL (category, price in SZL, condition,
 * brand, year, mileage, place), the words as a soft full-text signal, or as a requirement when
 * `wordsRequired` (a search with nothing but words). `related` widens the words (sofa → couch)
 * and counts for less. Ordered by text rank, then popularity, at most POOL rows.
 */
export async function findCandidates(db: Db, input: CandidateQuery): Promise<Candidate[]> {
  const words = cleanWords(input.words);
  const related = cleanWords(input.related).filter((w) => !words.includes(w));
  const all = [...words, ...related];
  const where = filterSql(input.filters);
  const doc = products.searchVector;
  const rank = all.length
    ? sql`(ts_rank_cd(${doc}, ${anyOf(words.length ? words : all)}) * 2 + ts_rank_cd(${doc}, ${stemmedAnyOf(all)}) + case when ${related.length > 0} then ts_rank_cd(${doc}, ${anyOf(related.length ? related : all)}) * 0.5 else 0 end${words.length ? sql` + word_similarity(${words.join(' ')}, ${products.title}) * 0.2` : sql``})`
    : sql`0`;
  // Titles alike by trigrams count too, so a typo ("sofaa", "leathr") still finds its listing (the catalog's own fuzzy tier).
  const fuzzy = words.length ? searchClauses(words.join(' '))?.fuzzy : undefined;
  if (all.length && input.wordsRequired) where.push(sql`(${doc} @@ ${anyOf(all)} or ${doc} @@ ${stemmedAnyOf(all)}${fuzzy ? sql` or ${fuzzy.match}` : sql``})`);
  const matched = words.length
    ? sql`(${sql.join(
        words.map((w) => sql`(case when ${doc} @@ to_tsquery('simple', ${`${w}:*`}) or ${doc} @@ plainto_tsquery('english', ${w}) then 1 else 0 end)`),
        sql` + `,
      )})`
    : sql`0`;
  const popularity = sql`(${products.likesCount} * 3 + ${products.viewsCount} + ${products.commentsCount} * 2)`;
  const orderBy: Record<string, SQL> = {
    relevance: sql`rank desc, ${popularity} desc, ${products.createdAt} desc`,
    'price-low': sql`${products.priceSzl} asc nulls last, rank desc`,
    'price-high': sql`${products.priceSzl} desc nulls last, rank desc`,
    newest: sql`${products.createdAt} desc, rank desc`,
    popular: sql`${popularity} desc, rank desc`,
  };
  const result = await db.execute(sql`
    select ${candidateColumns}, ${rank} as rank, ${matched} as matched
    from ${products} inner join ${shopRows} on ${shopRows.id} = ${products.shopId}
    where ${and(...where)}
    order by ${orderBy[input.order ?? 'relevance']}
    limit ${POOL}`);
  return parseRows(rawCandidate, result);
}

/**
 * The median price (SZL) of listable products per category and subcategory: what "below, fair or
 * above the market" compares with. One grouped query, kept for a few minutes.
 */
export function createMarketPrices(db: Db, ttlMs = 5 * 60_000) {
  let cached: { until: number; medians: Promise<Map<string, { median: number; n: number }>> } | undefined;
  const load = async () => {
    const result = await db.execute(sql`
      select ${products.category} as category, ${products.subcategory} as subcategory, grouping(${products.subcategory}) as whole,
             percentile_cont(0.5) within group (order by ${products.priceSzl}) as median, count(*)::int as n
      from ${products}
      where ${productListable} and ${products.priceSzl} is not null
      group by grouping sets ((${products.category}), (${products.category}, ${products.subcategory}))`);
    const medians = new Map<string, { median: number; n: number }>();
    for (const r of parseRows(z.object({ category: z.string(), subcategory: z.string().nullable(), whole: rawNumber, median: rawNumber, n: rawNumber }), result)) {
      medians.set(r.whole === 1 ? `${r.category}|*` : `${r.category}|${r.subcategory ?? ''}`, { median: r.median, n: r.n });
    }
    return medians;
  };
  return {
    /** The median for the subcategory when it has enough listings, else the category's. */
    async medianOf(category: string, subcategory: string | null): Promise<number | null> {
      if (!cached || cached.until < Date.now()) {
        const medians = load();
        cached = { until: Date.now() + ttlMs, medians };
        medians.catch(() => (cached = undefined));
      }
      const medians = await cached.medians;
      const sub = subcategory ? medians.get(`${category}|${subcategory}`) : undefined;
      if (sub && sub.n >= 5) return sub.median;
      const all = medians.get(`${category}|*`);
      return all && all.n >= 3 ? all.median : null;
    },
  };
}
export type MarketPrices = ReturnType<typeof createMarketPrices>;

/**
 * Listings whose picture looks most like this one: the cosine similarity of image vectors (both
 * L2-normalised, so a dot product), best first, under the same hard constraints as a text search.
 */
export async function findSimilarPictures(db: Db, vector: Float32Array, filters: SearchFilters, limit = 40): Promise<(Candidate & { similarity: number; pictureHash: string | null; vector: number[] })[]> {
  const v = `{${Array.from(vector, (x) => (Number.isFinite(x) ? x : 0)).join(',')}}`;
  const similarity = sql`(select sum(a * b) from unnest(${productVectors.vector}, ${v}::real[]) as t(a, b))::float8`;
  // Two passes: the sketches' Hamming distance (a native bit count, cheap over every listing)
  // picks the nearest few hundred, and only those get the exact dot product of 1,280 numbers.
  const near = sql`
    select ${productVectors.productId} as id from ${productVectors}
    inner join ${products} on ${products.id} = ${productVectors.productId}
    where ${productListable} ${filters.category ? sql`and ${products.category} = ${filters.category}` : sql``}
    order by bit_count(${productVectors.sketch} # ${vectorSketch(vector)}::bit(${sql.raw(String(SKETCH_BITS))})) nulls last
    limit ${SKETCH_SHORTLIST}`;
  const result = await db.execute(sql`
    select ${candidateColumns}, ${similarity} as similarity, ${productVectors.pictureHash} as picture_hash, ${productVectors.vector} as vector
    from ${productVectors}
    inner join ${products} on ${products.id} = ${productVectors.productId}
    inner join ${shopRows} on ${shopRows.id} = ${products.shopId}
    where ${productVectors.productId} in (${near}) and ${and(...filterSql(filters))}
    order by similarity desc
    limit ${limit}`);
  return parseRows(rawPictureMatch, result);
}

/** Listable products with a picture and no image vector yet (the picture index's next batch). */
export async function productsWithoutVectors(db: Db, limit: number, skip: string[] = []): Promise<{ id: string; category: string; media: StoredMedia[] }[]> {
  const rows = await db
    .select({ id: products.id, category: products.category, media: products.media })
    .from(products)
    .leftJoin(productVectors, eq(productVectors.productId, products.id))
    .where(and(productListable, isNull(productVectors.productId), sql`jsonb_array_length(${products.media}) > 0`, skip.length ? notInArray(products.id, skip) : undefined))
    .orderBy(desc(products.createdAt))
    .limit(limit);
  return rows;
}

export async function saveProductVector(db: Db, productId: string, category: string, vector: number[], pictureHash?: string): Promise<void> {
  const sketch = vectorSketch(vector);
  const hash = pictureHash ? { pictureHash } : {};
  await db
    .insert(productVectors)
    .values({ productId, category, vector, sketch, ...hash })
    .onConflictDoUpdate({ target: productVectors.productId, set: { category, vector, sketch, ...hash } });
}

/** Vectors stored before sketches existed get theirs (the picture index's first step); how many were done. */
export async function sketchUnsketchedVectors(db: Db, limit: number): Promise<number> {
  const rows = await db.select({ productId: productVectors.productId, vector: productVectors.vector }).from(productVectors).where(isNull(productVectors.sketch)).limit(limit);
  for (const row of rows) await db.update(productVectors).set({ sketch: vectorSketch(row.vector) }).where(eq(productVectors.productId, row.productId));
  return rows.length;
}


/** Vectors stored without a picture hash (listings drafted from a video, vectors from before hashes), with their listing's media; `skip` left out. */
export async function vectorsWithoutHash(db: Db, limit: number, skip: string[] = []): Promise<{ id: string; media: StoredMedia[] }[]> {
  return db
    .select({ id: productVectors.productId, media: products.media })
    .from(productVectors)
    .innerJoin(products, eq(products.id, productVectors.productId))
    .where(and(isNull(productVectors.pictureHash), skip.length ? notInArray(productVectors.productId, skip) : undefined))
    .limit(limit);
}

export async function savePictureHash(db: Db, productId: string, pictureHash: string): Promise<void> {
  await db.update(productVectors).set({ pictureHash }).where(eq(productVectors.productId, productId));
}

/** Each dimension's mean over a sample of the stored picture vectors (1-based `i`): the catalog's centre. */
export async function catalogMeanVector(db: Db, sample: number): Promise<{ i: number; mean: number }[]> {
  return parseRows(
    z.object({ i: rawNumber, mean: rawNumber }),
    await db.execute(sql`
      select t.i::int as i, avg(t.x)::float8 as mean
      from (select ${productVectors.vector} as vector from ${productVectors} limit ${sample}) v, unnest(v.vector) with ordinality as t(x, i)
      group by t.i order by t.i`),
  );
}
