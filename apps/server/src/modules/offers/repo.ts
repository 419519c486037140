import { and, desc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { OfferMaker, OfferStatus } from '@sokoni/contracts/offer-rules';
import type { Db } from '../../platform/db/client.ts';
import { offers, type OfferRow } from '../../platform/db/tables/offers.ts';
import type { Tx } from '../../platform/db/transaction.ts';

export type NewOffer = {
  productId: string;
  shopId: string;
  buyerId: string;
  madeBy: OfferMaker;
  amount: number;
  currency: string;
  askingPrice: number;
  parentOfferId: string | null;
  message: string | null;
  key: string | null;
  expiresAt: Date;
};

/** How an open offer closes: who closed it, with which Idempotency-Key, and why. */
export type Closing = { status: Exclude<OfferStatus, 'open'>; by: string | null; key?: string | null; reason?: string | null };

const statusAt = (status: OfferStatus | undefined, at: Date) =>
  status === 'open'
    ? stillOpen(at)
    : status === 'expired'
      ? or(eq(offers.status, 'expired'), and(eq(offers.status, 'open'), lte(offers.expiresAt, at)))
      : status
        ? eq(offers.status, status)
        : undefined;

function stillOpen(at: Date) {
  return and(eq(offers.status, 'open'), gt(offers.expiresAt, at));
}

/** The offers table's reads and writes (issue 28); the offers module alone uses it. */
export function createOffersRepo(db: Db) {
  return {
    async byId(id: string, tx: Db | Tx = db): Promise<OfferRow | undefined> {
      const [row] = await tx.select().from(offers).where(eq(offers.id, id));
      return row;
    },
    /** The offer the maker already made with this Idempotency-Key, if any (a retried request). */
    async byKey(buyerId: string, productId: string, madeBy: OfferMaker, key: string): Promise<OfferRow | undefined> {
      const [row] = await db
        .select()
        .from(offers)
        .where(and(eq(offers.buyerId, buyerId), eq(offers.productId, productId), eq(offers.madeBy, madeBy), eq(offers.key, key)));
      return row;
    },
    /** The open offer between this buyer and listing (whoever made it), locked for the transaction. */
    async openBetween(tx: Tx, buyerId: string, productId: string): Promise<OfferRow | undefined> {
      const [row] = await tx
        .select()
        .from(offers)
        .where(and(eq(offers.buyerId, buyerId), eq(offers.productId, productId), eq(offers.status, 'open')))
        .for('update');
      return row;
    },
    async insert(tx: Tx, row: NewOffer): Promise<OfferRow> {
      const [created] = await tx.insert(offers).values(row).returning();
      return created!;
    },
    /**
     * Closes the offer if it is still open and unexpired at `at`; undefined when another step got
     * there first (the caller reads the offer again and answers 409 with it).
     */
    async close(tx: Db | Tx, id: string, closing: Closing, at: Date, { evenIfDue = false } = {}): Promise<OfferRow | undefined> {
      const [row] = await tx
        .update(offers)
        .set({ status: closing.status, decidedBy: closing.by, decidedKey: closing.key ?? null, reason: closing.reason ?? null, decidedAt: at })
        .where(and(eq(offers.id, id), evenIfDue ? eq(offers.status, 'open') : stillOpen(at)))
        .returning();
      return row;
    },
    async setChat(id: string, chatId: string): Promise<void> {
      await db.update(offers).set({ chatId }).where(eq(offers.id, id));
    },
    /** Open offers past their time, marked expired (the expiry job); the rows as they now are. */
    async expireDue(at: Date, limit = 200): Promise<OfferRow[]> {
      const due = db.select({ id: offers.id }).from(offers).where(and(eq(offers.status, 'open'), lte(offers.expiresAt, at))).limit(limit);
      return db
        .update(offers)
        .set({ status: 'expired', decidedAt: at })
        .where(and(inArray(offers.id, due), eq(offers.status, 'open')))
        .returning();
    },
    /** The open offers on a listing (a sale declines them). */
    async openOn(productId: string): Promise<OfferRow[]> {
      return db.select().from(offers).where(and(eq(offers.productId, productId), eq(offers.status, 'open')));
    },
    /** Newest first. An open offer past its time counts as expired before the job has marked it. */
    async list(filter: { buyerId?: string; shopIds?: string[]; status?: OfferStatus; productId?: string }, at: Date, limit = 100): Promise<OfferRow[]> {
      if (filter.shopIds && filter.shopIds.length === 0) return [];
      return db
        .select()
        .from(offers)
        .where(
          and(
            filter.buyerId ? eq(offers.buyerId, filter.buyerId) : undefined,
            filter.shopIds ? inArray(offers.shopId, filter.shopIds) : undefined,
            statusAt(filter.status, at),
            filter.productId ? eq(offers.productId, filter.productId) : undefined,
          ),
        )
        .orderBy(desc(offers.createdAt), desc(offers.id))
        .limit(limit);
    },
    /** The newest offer row ids by id (the chats module shows each message's offer as it stands). */
    async byIds(ids: string[]): Promise<OfferRow[]> {
      const unique = [...new Set(ids)];
      return unique.length === 0 ? [] : db.select().from(offers).where(inArray(offers.id, unique));
    },
  };
}
export type OffersRepo = ReturnType<typeof createOffersRepo>;
