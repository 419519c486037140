import { and, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditTargetType, UserStatus } from '@sokoni/contracts/admin';
import type { Role } from '@sokoni/contracts/users';
import type { Db } from '../../platform/db/client.ts';
import { comments } from '../../platform/db/tables/comments.ts';
import { products, type ProductRow } from '../../platform/db/tables/products.ts';
import { reports } from '../../platform/db/tables/reports.ts';
import { shops, type ShopRow } from '../../platform/db/tables/shops.ts';
import { users, type UserRow } from '../../platform/db/tables/users.ts';
import { adminAuditLog, type AdminAuditRow } from '../../platform/db/tables/admin.ts';
import { idVerifications } from '../../platform/db/tables/verification.ts';
import { inTransaction } from '../../platform/db/transaction.ts';

export type Paging = { page: number; limit: number };
export type OwnShop = { id: string; name: string; slug: string; isActive: boolean };
export type UserWithShop = { user: UserRow; shop: OwnShop | null };
export type ShopWithOwner = { shop: ShopRow; owner: UserRow };
export type ProductWithShop = { product: ProductRow; shop: { id: string; name: string; isActive: boolean; ownerId: string } };
export type AuditWithAdmin = { entry: AdminAuditRow; admin: Pick<UserRow, 'id' | 'name' | 'username' | 'phoneNumber'> | null };

const offsetOf = (p: Paging) => (p.page - 1) * p.limit;
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
const ownShopColumns = { id: shops.id, name: shops.name, slug: shops.slug, isActive: shops.isActive };
const productShopColumns = { id: shops.id, name: shops.name, isActive: shops.isActive, ownerId: shops.ownerId };

/** A phone number typed in any format: its digits, without the trunk 0 (numbers are stored as E.164). */
function phoneDigits(q: string): string | null {
  const digits = q.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= 3 && /^[\d\s+()-]+$/.test(q) ? digits : null;
}

/** `q` against a person's name, username and phone number. */
function personMatches(q: string, u: { name: typeof users.name; username: typeof users.username; phoneNumber: typeof users.phoneNumber }): SQL {
  const digits = phoneDigits(q);
  return or(ilike(u.name, containing(q)), ilike(u.username, containing(q)), digits ? ilike(u.phoneNumber, containing(digits)) : undefined)!;
}

async function page<T>(rows: Promise<T[]>, total: Promise<{ n: number }[]>): Promise<{ rows: T[]; total: number }> {
  const [found, [counted]] = await Promise.all([rows, total]);
  return { rows: found, total: counted?.n ?? 0 };
}

/** The admin console's reads and its moderation writes. */
export function createAdminRepo(db: Db) {
  return {
    /** Accounts, newest first; deleted ones only when asked for by status. */
    async users(filter: { q?: string; status?: UserStatus; role?: Role }, paging: Paging) {
      const where = and(
        filter.status ? eq(users.status, filter.status) : ne(users.status, 'deleted'),
        filter.role ? eq(users.role, filter.role) : undefined,
        filter.q ? personMatches(filter.q, users) : undefined,
      );
      return page<UserWithShop>(
        db
          .select({ user: users, shop: ownShopColumns })
          .from(users)
          .leftJoin(shops, eq(shops.ownerId, users.id))
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(paging.limit)
          .offset(offsetOf(paging)),
        db.select({ n: count() }).from(users).where(where),
      );
    },

    async user(id: string): Promise<UserWithShop | undefined> {
      const [row] = await db.select({ user: users, shop: ownShopColumns }).from(users).leftJoin(shops, eq(shops.ownerId, users.id)).where(and(eq(users.id, id), ne(users.status, 'deleted'))).limit(1);
      return row;
    },

    async shops(filter: { q?: string }, paging: Paging) {
      const where = filter.q ? or(ilike(shops.name, containing(filter.q)), ilike(shops.slug, containing(filter.q)), personMatches(filter.q, users)) : undefined;
      const base = () => db.select({ shop: shops, owner: users }).from(shops).innerJoin(users, eq(users.id, shops.ownerId));
      return page<ShopWithOwner>(
        base().where(where).orderBy(desc(shops.createdAt), desc(shops.id)).limit(paging.limit).offset(offsetOf(paging)),
        db.select({ n: count() }).from(shops).innerJoin(users, eq(users.id, shops.ownerId)).where(where),
      );
    },

    async products(filter: { q?: string; hidden?: boolean }, paging: Paging) {
      const where = and(
        filter.hidden === undefined ? undefined : eq(products.isActive, !filter.hidden),
        filter.q ? or(ilike(products.title, containing(filter.q)), ilike(shops.name, containing(filter.q))) : undefined,
      );
      return page<ProductWithShop>(
        db
          .select({ product: products, shop: productShopColumns })
          .from(products)
          .innerJoin(shops, eq(shops.id, products.shopId))
          .where(where)
          .orderBy(desc(products.createdAt), desc(products.id))
          .limit(paging.limit)
          .offset(offsetOf(paging)),
        db.select({ n: count() }).from(products).innerJoin(shops, eq(shops.id, products.shopId)).where(where),
      );
    },

    async product(id: string): Promise<ProductWithShop | undefined> {
      const [row] = await db.select({ product: products, shop: productShopColumns }).from(products).innerJoin(shops, eq(shops.id, products.shopId)).where(eq(products.id, id)).limit(1);
      return row;
    },

    /** A comment's author, words and what it is on (what its author is told when it is removed). */
    async comment(id: string) {
      const [row] = await db
        .select({ id: comments.id, authorId: comments.userId, body: comments.body, isDeleted: comments.isDeleted, targetType: comments.targetType, targetId: comments.targetId })
        .from(comments)
        .where(eq(comments.id, id))
        .limit(1);
      return row && { id: row.id, authorId: row.authorId, body: row.body, isDeleted: row.isDeleted, target: { type: row.targetType, id: row.targetId } };
    },

    /** Hides or shows a product for buyers; false when it already was so. */
    async setProductHidden(id: string, hidden: boolean): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ isActive: !hidden, updatedAt: new Date() })
        .where(and(eq(products.id, id), eq(products.isActive, hidden)))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /**
     * Suspends an active account and hides its shop, in one transaction; the shop's id when it
     * had one, or undefined when the account was not active (suspended or closed meanwhile).
     */
    async suspend(userId: string, reason: string | null): Promise<{ shopId: string | null } | undefined> {
      return inTransaction(db, async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ status: 'suspended', closureReason: reason, updatedAt: new Date() })
          .where(and(eq(users.id, userId), eq(users.status, 'active')))
          .returning({ id: users.id });
        if (!user) return undefined;
        const [shop] = await tx.update(shops).set({ isActive: false, updatedAt: new Date() }).where(eq(shops.ownerId, userId)).returning({ id: shops.id });
        return { shopId: shop?.id ?? null };
      });
    },

    /** Lifts a suspension and shows the shop again; undefined when the account was not suspended. */
    async restore(userId: string): Promise<{ shopId: string | null } | undefined> {
      return inTransaction(db, async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ status: 'active', closureReason: null, updatedAt: new Date() })
          .where(and(eq(users.id, userId), eq(users.status, 'suspended')))
          .returning({ id: users.id });
        if (!user) return undefined;
        const [shop] = await tx.update(shops).set({ isActive: true, updatedAt: new Date() }).where(eq(shops.ownerId, userId)).returning({ id: shops.id });
        return { shopId: shop?.id ?? null };
      });
    },

    async stats() {
      const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;
      const [all, suspended, shopCount, productCount, hidden, openReports, pending] = await Promise.all([
        db.select({ n: count() }).from(users).where(ne(users.status, 'deleted')),
        db.select({ n: count() }).from(users).where(eq(users.status, 'suspended')),
        db.select({ n: count() }).from(shops),
        db.select({ n: count() }).from(products),
        db.select({ n: count() }).from(products).where(eq(products.isActive, false)),
        db.select({ n: count() }).from(reports).where(eq(reports.status, 'open')),
        db.select({ n: count() }).from(idVerifications).innerJoin(users, eq(users.id, idVerifications.userId)).where(and(eq(idVerifications.status, 'pending'), ne(users.status, 'deleted'))),
      ]);
      return {
        users: n(all),
        suspendedUsers: n(suspended),
        shops: n(shopCount),
        products: n(productCount),
        hiddenProducts: n(hidden),
        openReports: n(openReports),
        pendingVerifications: n(pending),
      };
    },

    async audit(entry: { adminId: string; action: AuditAction; targetType: AuditTargetType; targetId: string; detail?: string | null }): Promise<void> {
      await db.insert(adminAuditLog).values({ ...entry, detail: entry.detail ?? null });
    },

    /** The audit log, newest first, with each admin's name. */
    async auditPage(filter: { action?: AuditAction; targetType?: AuditTargetType }, paging: Paging) {
      const where = and(filter.action ? eq(adminAuditLog.action, filter.action) : undefined, filter.targetType ? eq(adminAuditLog.targetType, filter.targetType) : undefined);
      return page<AuditWithAdmin>(
        db
          .select({ entry: adminAuditLog, admin: { id: users.id, name: users.name, username: users.username, phoneNumber: users.phoneNumber } })
          .from(adminAuditLog)
          .leftJoin(users, eq(users.id, adminAuditLog.adminId))
          .where(where)
          .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
          .limit(paging.limit)
          .offset(offsetOf(paging)),
        db.select({ n: count() }).from(adminAuditLog).where(where),
      );
    },

    /** People by id (reporters, resolvers), deleted ones included: a report outlives nobody's name. */
    async people(ids: string[]): Promise<Map<string, UserRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select().from(users).where(inArray(users.id, [...new Set(ids)]));
      return new Map(rows.map((u) => [u.id, u]));
    },
  };
}

export type AdminRepo = ReturnType<typeof createAdminRepo>;
