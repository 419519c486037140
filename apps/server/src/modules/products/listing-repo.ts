import { and, asc, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { CategorySlug } from '@sokoni/contracts/catalog';
import type { Db } from '../../platform/db/client.ts';
import { products, productVectors, type ProductRow, type StoredMedia } from '../../platform/db/tables/products.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { vectorSketch } from '../../platform/ai/index.ts';
import type { DraftingPorts } from '../drafting/index.ts';
import { bumpShopProducts, bumpShopSales, shopRows } from '../shops/index.ts';

// The products table as the listings module (a seller's view of a product) writes it, and what the
// drafter learns from it (issue 27: the products table is this module's alone; listings composes
// these with its shop's facts in listings/repo.ts).

export type NewListing = typeof products.$inferInsert;
export type ListingChanges = Partial<
  Pick<ProductRow, 'title' | 'description' | 'priceAmount' | 'currency' | 'category' | 'subcategory' | 'brand' | 'condition' | 'attributes' | 'isAvailable' | 'slug' | 'tags'>
>;
export type OwnedListing = { product: ProductRow; ownerId: string };
export type ListingWrite = ListingChanges & Partial<Pick<ProductRow, 'status' | 'media' | 'draft' | 'tags' | 'searchExtra'>>;

/** How many comparable prices a suggestion looks at (the newest listings of the category). */
const COMPARABLES = 200;

/** Listings with a video that has no small rendition yet (made before renditions existed, or whose rendition failed). */
const lacksSmallVideo = sql`jsonb_path_exists(${products.media}, '$[*] ? (@.type == "video" && !(exists(@.smallKey)))')`;

export function createListingProductsRepo(db: Db) {
  return { ...listingQueries(db), ...processingQueries(db) };
}

/** A seller’s listings: read, written, sold, deleted. */
function listingQueries(db: Db) {
  return {
    /** The listing and its shop's owner (the one who may change it). */
    async find(id: string): Promise<OwnedListing | undefined> {
      const [row] = await db
        .select({ product: products, ownerId: shopRows.ownerId })
        .from(products)
        .innerJoin(shopRows, eq(shopRows.id, products.shopId))
        .where(eq(products.id, id))
        .limit(1);
      return row;
    },

    /** A new listing, counted in its shop's products. */
    insert(values: NewListing): Promise<ProductRow> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx.insert(products).values(values).returning();
        await bumpShopProducts(tx, values.shopId, 1);
        return row!;
      });
    },

    async update(id: string, changes: ListingWrite): Promise<void> {
      await db.update(products).set({ ...changes, updatedAt: new Date() }).where(eq(products.id, id));
    },

    /** Removes a listing and uncounts it (its likes, comments and vector go with it by cascade). */
    delete(id: string, shopId: string): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        const gone = await tx.delete(products).where(eq(products.id, id)).returning({ id: products.id });
        if (gone.length === 0) return false;
        await bumpShopProducts(tx, shopId, -1);
        return true;
      });
    },

    /**
     * Marks a listing sold (or not), keeping the shop's sales count exact: only a change of state
     * moves it. A sold listing leaves the public lists (status sold); unsold, it is active again.
     */
    setSold(id: string, shopId: string, sold: boolean, soldPrice: number | null): Promise<void> {
      return inTransaction(db, async (tx) => {
        const changed = await tx
          .update(products)
          .set(sold ? { soldAt: new Date(), soldPrice, status: 'sold', updatedAt: new Date() } : { soldAt: null, soldPrice: null, status: 'active', updatedAt: new Date() })
          .where(and(eq(products.id, id), sold ? isNull(products.soldAt) : isNotNull(products.soldAt)))
          .returning({ id: products.id });
        if (changed.length > 0) {
          await bumpShopSales(tx, shopId, sold ? 1 : -1);
        } else if (sold) {
          // Already sold: a new price replaces the recorded one.
          await tx.update(products).set({ soldPrice, updatedAt: new Date() }).where(eq(products.id, id));
        }
      });
    },
  };
}

/** A listing’s processing: its renditions, the drafting attempts, publishing, and its picture vector. */
function processingQueries(db: Db) {
  return {
    /** The next listings (by id, after `after`) with a video lacking its small rendition. */
    async lackingSmallVideo(after: string, limit: number): Promise<{ id: string; media: StoredMedia[] }[]> {
      return db.select({ id: products.id, media: products.media }).from(products).where(and(lacksSmallVideo, gt(products.id, after))).orderBy(asc(products.id)).limit(limit);
    },

    /** New media for a listing, only if nobody changed its media meanwhile (a seller's edit wins). */
    async replaceMediaIfUnchanged(id: string, before: StoredMedia[], media: StoredMedia[]): Promise<void> {
      await db.update(products).set({ media }).where(and(eq(products.id, id), sql`${products.media} = ${JSON.stringify(before)}::jsonb`));
    },

    /** The processing attempt under way (doc 2 §3 mediaProcessing.retryCount). */
    async startAttempt(id: string, attempt: number): Promise<void> {
      await db.update(products).set({ processingAttempts: attempt, processingStatus: 'processing', processingError: null, updatedAt: new Date() }).where(eq(products.id, id));
    },

    async complete(id: string, changes: ListingWrite): Promise<boolean> {
      const done = await db
        .update(products)
        .set({ ...changes, processingStatus: 'completed', processingError: null, aiProcessingCompleted: true, updatedAt: new Date() })
        .where(and(eq(products.id, id), eq(products.processingStatus, 'processing')))
        .returning({ id: products.id });
      return done.length > 0;
    },

    /** A reviewed draft goes live: the AI's suggestions are the seller's now. False unless it was a finished, unpublished draft. */
    async publish(id: string, draft: ProductRow['draft']): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ status: 'active', draft: draft ? { ...draft, suggested: [], confidence: {} } : draft, updatedAt: new Date() })
        .where(and(eq(products.id, id), eq(products.status, 'pending'), eq(products.processingStatus, 'completed')))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /** A failed listing its seller filled in by hand: published as it is. */
    async publishByHand(id: string): Promise<void> {
      await db
        .update(products)
        .set({ processingStatus: 'completed', processingError: null, aiProcessingCompleted: true, status: 'active', updatedAt: new Date() })
        .where(and(eq(products.id, id), eq(products.processingStatus, 'failed')));
    },

    async fail(id: string, error: string): Promise<void> {
      await db.update(products).set({ processingStatus: 'failed', processingError: error, updatedAt: new Date() }).where(eq(products.id, id));
    },

    /** Back to processing for a seller's retry; false unless it had failed. */
    async retry(id: string): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ processingStatus: 'processing', processingError: null, updatedAt: new Date() })
        .where(and(eq(products.id, id), eq(products.processingStatus, 'failed')))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /** Hourly: listings whose processing stopped without an answer (a dead worker) say so, and can be retried. */
    async failStale(olderThanMinutes: number, error: string): Promise<number> {
      const rows = await db
        .update(products)
        .set({ processingStatus: 'failed', processingError: error })
        .where(and(eq(products.processingStatus, 'processing'), lt(products.updatedAt, sql`now() - make_interval(mins => ${olderThanMinutes})`)))
        .returning({ id: products.id });
      return rows.length;
    },

    async saveVector(productId: string, category: string, vector: number[]): Promise<void> {
      const sketch = vectorSketch(vector);
      await db
        .insert(productVectors)
        .values({ productId, category, vector, sketch })
        .onConflictDoUpdate({ target: productVectors.productId, set: { category, vector, sketch, pictureHash: null } });
    },
  };
}

/**
 * What the drafter may learn from: listings their sellers published (on sale or sold), never one
 * pending its seller's review, a draft, or an archived one.
 */
const comparable = sql`(${products.isActive} and ${products.status} in ('active', 'sold'))`;

/** The drafter's questions to the catalog, answered by SQL. */
export function createDraftingCatalog(db: Db): DraftingPorts {
  return {
    async nearestCategories(vector, k) {
      // Vectors are L2-normalised: the dot product is the cosine similarity.
      const v = `{${Array.from(vector, (x) => (Number.isFinite(x) ? x : 0)).join(',')}}`;
      const similarity = sql<number>`(select sum(a * b) from unnest(${productVectors.vector}, ${v}::real[]) as t(a, b))::float8`;
      const rows = await db
        .select({ category: productVectors.category, similarity })
        .from(productVectors)
        // Published listings only: a draft awaiting its seller's review is no evidence yet.
        .innerJoin(products, and(eq(products.id, productVectors.productId), comparable))
        .orderBy(desc(similarity))
        .limit(Math.max(1, Math.min(k, 50)));
      return rows.map((r) => ({ category: r.category as CategorySlug, similarity: Number(r.similarity) }));
    },

    async comparablePrices(category, currency, kind) {
      // The same kind: the title names one of its words as a whole word (\m \M: PostgreSQL's word boundaries).
      const words = kind.words.map((w) => w.toLowerCase().replace(/[^\p{L}\p{N} -]/gu, '')).filter(Boolean);
      if (words.length === 0) return [];
      const namesKind = sql`lower(${products.title}) ~ ${`\\m(${words.join('|')})\\M`}`;
      const rows = await db
        .select({ amount: products.priceAmount })
        .from(products)
        .where(and(comparable, eq(products.category, category), eq(products.currency, currency), sql`${products.priceAmount} > 0`, namesKind))
        .orderBy(desc(products.createdAt))
        .limit(COMPARABLES);
      return rows.map((r) => Number(r.amount));
    },
  };
}

export type ListingProductsRepo = ReturnType<typeof createListingProductsRepo>;
