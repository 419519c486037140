import { and, eq } from 'drizzle-orm';
import type { AuditAction, AuditTargetType, UserStatus } from '@sokoni/contracts/admin';
import type { Role } from '@sokoni/contracts/users';
import type { Db } from '../../platform/db/client.ts';
import { newestFirstPage, type Paging } from '../../platform/db/newest-first-page.ts';
import { adminAuditLog, type AdminAuditRow } from '../../platform/db/tables/admin.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { commentsByIds } from '../comments/index.ts';
import { productsByIds, productsPage, setProductHidden, type ProductRow } from '../products/index.ts';
import { setOwnersShopActive, shopIdsNamed, shopsByIds, shopsByOwners, shopsPage, type ShopRow } from '../shops/index.ts';
import { changeAccountStatus, userIdsMatching, usersByIds, usersPage, type UserRow } from '../users/index.ts';


export type { Paging };
export type OwnShop = { id: string; name: string; slug: string; isActive: boolean };
export type UserWithShop = { user: UserRow; shop: OwnShop | null };
export type ShopWithOwner = { shop: ShopRow; owner: UserRow };
export type ProductWithShop = { product: ProductRow; shop: { id: string; name: string; isActive: boolean; ownerId: string } };
export type AuditWithAdmin = { entry: AdminAuditRow; admin: Pick<UserRow, 'id' | 'name' | 'username' | 'phoneNumber'> | null };

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

/** Each user's shop (one at most), the few columns the console shows. */
async function withShops(db: Db, rows: UserRow[]): Promise<UserWithShop[]> {
  const shops = new Map((await shopsByOwners(db, rows.map((u) => u.id))).map((s) => [s.ownerId, s]));
  return rows.map((user) => {
    const shop = shops.get(user.id);
    return { user, shop: shop ? { id: shop.id, name: shop.name, slug: shop.slug, isActive: shop.isActive } : null };
  });
}

/** Each product's shop: its name, whether it is live, and its owner. */
async function withShopsOf(db: Db, rows: ProductRow[]): Promise<ProductWithShop[]> {
  const shops = byId(await shopsByIds(db, rows.map((p) => p.shopId)));
  return rows.flatMap((product) => {
    const shop = shops.get(product.shopId);
    return shop ? [{ product, shop: { id: shop.id, name: shop.name, isActive: shop.isActive, ownerId: shop.ownerId } }] : [];
  });
}

/** The audit log: this module's own table. */
function createAuditLogRepo(db: Db) {
  return {
    async audit(entry: { adminId: string; action: AuditAction; targetType: AuditTargetType; targetId: string; detail?: string | null }): Promise<void> {
      await db.insert(adminAuditLog).values({ ...entry, detail: entry.detail ?? null });
    },

    /** The audit log, newest first, with each admin's name. */
    async auditPage(filter: { action?: AuditAction; targetType?: AuditTargetType }, paging: Paging) {
      const where = and(filter.action ? eq(adminAuditLog.action, filter.action) : undefined, filter.targetType ? eq(adminAuditLog.targetType, filter.targetType) : undefined);
      const { rows: entries, total } = await newestFirstPage(db, adminAuditLog, where, paging);
      const admins = byId(await usersByIds(db, entries.flatMap((e) => (e.adminId ? [e.adminId] : []))));
      const rows = entries.map((entry): AuditWithAdmin => {
        const admin = entry.adminId ? admins.get(entry.adminId) : undefined;
        return { entry, admin: admin ? { id: admin.id, name: admin.name, username: admin.username, phoneNumber: admin.phoneNumber } : null };
      });
      return { rows, total };
    },
  };
}

/**
 * The admin console's reads and its moderation writes. The audit log is this module's table; the
 * rest is asked of its owners' faces, a page at a time: a list costs a fixed handful of queries
 * (the page, its total, then one lookup per other owner), never one per row.
 */
export function createAdminRepo(db: Db) {
  return {
    ...createAuditLogRepo(db),

    /** Accounts, newest first; deleted ones only when asked for by status. */
    async users(filter: { q?: string; status?: UserStatus; role?: Role }, paging: Paging) {
      const { rows, total } = await usersPage(db, filter, paging);
      return { rows: await withShops(db, rows), total };
    },

    async user(id: string): Promise<UserWithShop | undefined> {
      const live = (await usersByIds(db, [id])).filter((u) => u.status !== 'deleted');
      return (await withShops(db, live))[0];
    },

    /** Shops, newest first: `q` in the name or slug, or in the owner's name, username or phone. */
    async shops(filter: { q?: string }, paging: Paging) {
      const ownerIds = filter.q ? await userIdsMatching(db, filter.q) : [];
      const { rows, total } = await shopsPage(db, { q: filter.q, ownerIds }, paging);
      const owners = byId(await usersByIds(db, rows.map((s) => s.ownerId)));
      return { rows: rows.flatMap((shop): ShopWithOwner[] => (owners.has(shop.ownerId) ? [{ shop, owner: owners.get(shop.ownerId)! }] : [])), total };
    },

    /** Products, newest first: `q` in the title or the shop's name; `hidden` for hidden or shown ones only. */
    async products(filter: { q?: string; hidden?: boolean }, paging: Paging) {
      const shopIds = filter.q ? await shopIdsNamed(db, filter.q) : [];
      const { rows, total } = await productsPage(db, { q: filter.q, shopIds, hidden: filter.hidden }, paging);
      return { rows: await withShopsOf(db, rows), total };
    },

    async product(id: string): Promise<ProductWithShop | undefined> {
      return (await withShopsOf(db, await productsByIds(db, [id])))[0];
    },

    /** A comment's author, words and what it is on (what its author is told when it is removed). */
    async comment(id: string) {
      const [row] = await commentsByIds(db, [id]);
      return row && { id: row.id, authorId: row.userId, body: row.body, isDeleted: row.isDeleted, target: { type: row.targetType, id: row.targetId } };
    },

    /** Hides or shows a product for buyers; false when it already was so. */
    setProductHidden: (id: string, hidden: boolean) => setProductHidden(db, id, hidden),

    /**
     * Suspends an active account and hides its shop, in one transaction; the shop's id when it
     * had one, or undefined when the account was not active (suspended or closed meanwhile).
     */
    async suspend(userId: string, reason: string | null): Promise<{ shopId: string | null } | undefined> {
      return inTransaction(db, async (tx) => ((await changeAccountStatus(tx, userId, 'active', 'suspended', reason)) ? { shopId: await setOwnersShopActive(tx, userId, false) } : undefined));
    },

    /** Lifts a suspension and shows the shop again; undefined when the account was not suspended. */
    async restore(userId: string): Promise<{ shopId: string | null } | undefined> {
      return inTransaction(db, async (tx) => ((await changeAccountStatus(tx, userId, 'suspended', 'active', null)) ? { shopId: await setOwnersShopActive(tx, userId, true) } : undefined));
    },

    /** People by id (reporters, resolvers), deleted ones included: a report outlives nobody's name. */
    async people(ids: string[]): Promise<Map<string, UserRow>> {
      return byId(await usersByIds(db, ids));
    },
  };
}

export type AdminRepo = ReturnType<typeof createAdminRepo>;
