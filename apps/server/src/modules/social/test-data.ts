import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_SECONDS } from '@sokoni/contracts/constants';
import { newPhone } from '../../../test/factories.ts';
import type { TestContext } from '../../../test/harness.ts';
import { createTokenSigner } from '../../platform/security/tokens.ts';
import { sessions } from '../../platform/db/tables/auth.ts';
import { products, type ProductRow } from '../../platform/db/tables/products.ts';
import { shops, type ShopRow } from '../../platform/db/tables/shops.ts';
import { users, type UserRow } from '../../platform/db/tables/users.ts';

/**
 * Test data straight into the database (there is no product API to go through yet), with a
 * session and access token minted the way sign-in does: many users in a few milliseconds.
 */
export type TestUser = { id: string; row: UserRow; token: string };

const suffix = () => randomBytes(5).toString('hex');

export async function makeUsers(t: TestContext, n: number, overrides: Partial<typeof users.$inferInsert> = {}): Promise<TestUser[]> {
  const rows = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: n }, () => ({
        phoneNumber: newPhone(),
        passwordHash: 'not-a-real-hash',
        username: `t_${suffix()}`,
        isPhoneVerified: true,
        ...overrides,
      })),
    )
    .returning();
  const sessionRows = await t.database.db
    .insert(sessions)
    .values(rows.map((u) => ({ userId: u.id, expiresAt: new Date(Date.now() + 86_400_000) })))
    .returning({ id: sessions.id, userId: sessions.userId });
  const signer = createTokenSigner(t.config.jwtSecret, ACCESS_TOKEN_TTL_SECONDS);
  return Promise.all(
    rows.map(async (row, i) => ({ id: row.id, row, token: await signer.signAccess({ sub: row.id, sid: sessionRows[i]!.id, role: row.role }) })),
  );
}

export async function makeUser(t: TestContext, overrides: Partial<typeof users.$inferInsert> = {}): Promise<TestUser> {
  return (await makeUsers(t, 1, overrides))[0]!;
}

export async function makeShop(t: TestContext, owner?: TestUser, overrides: Partial<typeof shops.$inferInsert> = {}): Promise<{ shop: ShopRow; owner: TestUser }> {
  const o = owner ?? (await makeUser(t, { name: 'Shop Owner' }));
  const slug = `shop-${suffix()}`;
  const [shop] = await t.database.db
    .insert(shops)
    .values({ ownerId: o.id, name: `Shop ${slug}`, slug, city: 'Mbabane', ...overrides })
    .returning();
  return { shop: shop!, owner: o };
}

export async function makeProducts(t: TestContext, shop: ShopRow, n: number, overrides: Partial<typeof products.$inferInsert> = {}): Promise<ProductRow[]> {
  const rows = await t.database.db
    .insert(products)
    .values(
      Array.from({ length: n }, (_, i) => {
        const slug = `item-${suffix()}`;
        return { shopId: shop.id, title: `Item ${i + 1} ${slug}`, slug, category: 'electronics', priceAmount: 100 + i, city: 'Mbabane', ...overrides };
      }),
    )
    .returning();
  return rows;
}

/** A seller with a shop and one product. */
export async function makeListing(t: TestContext, overrides: Partial<typeof products.$inferInsert> = {}) {
  const { shop, owner } = await makeShop(t);
  const [product] = await makeProducts(t, shop, 1, overrides);
  return { shop, owner, product: product! };
}

export async function productCounters(t: TestContext, id: string) {
  const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
  return row!;
}

export async function shopRow(t: TestContext, id: string) {
  const [row] = await t.database.db.select().from(shops).where(eq(shops.id, id));
  return row!;
}

/** Number of rows of a table matching a condition, for "the counter equals the rows" checks. */
export async function countWhere(t: TestContext, table: string, column: string, value: string): Promise<number> {
  const res = await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value}`);
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]!.n);
}
