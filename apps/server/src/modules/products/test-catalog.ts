// Test data for the catalog, written straight to the database (no HTTP, no hashing): a shop with
// a hundred products costs one insert. Used by the shops, products and feed tests, and by others.
import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../platform/db/client.ts';
import { shops, type ShopRow } from '../../platform/db/tables/shops.ts';
import { users, type UserRow } from '../../platform/db/tables/users.ts';
import { products, type ProductRow } from '../../platform/db/tables/products.ts';

const unique = () => randomBytes(5).toString('hex');

/** A bare, verified user who cannot sign in (no real password): an owner for a shop. */
export async function insertUser(db: Db, values: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const id = unique();
  const [row] = await db
    .insert(users)
    .values({
      // Outside the numbers real tests sign up with (+26878…): no collisions with them.
      phoneNumber: `+26870${String(randomInt(1_000_000_000)).padStart(9, '0')}`,
      passwordHash: 'not-a-hash',
      name: `Seller ${id}`,
      username: `seller_${id}`,
      isPhoneVerified: true,
      ...values,
    })
    .returning();
  return row!;
}

/** A shop, owned by `ownerId` or by a new bare user. */
export async function createShop(db: Db, values: Partial<typeof shops.$inferInsert> = {}): Promise<ShopRow> {
  const ownerId = values.ownerId ?? (await insertUser(db)).id;
  const id = unique();
  const [row] = await db
    .insert(shops)
    .values({ name: `Shop ${id}`, slug: `shop-${id}`, city: 'Mbabane', country: 'SZ', ...values, ownerId })
    .returning();
  return row!;
}

export type ProductSpec = Partial<typeof products.$inferInsert>;

/**
 * Products of a shop: `count` defaults, or one per spec. Unless given, creation times are one
 * second apart, the last one newest, ending now.
 */
export async function createProducts(db: Db, shopId: string, specs: ProductSpec[] | number): Promise<ProductRow[]> {
  const list = typeof specs === 'number' ? Array.from({ length: specs }, () => ({})) : specs;
  const now = Date.now();
  const values = list.map((spec, i) => {
    const id = unique();
    return {
      shopId,
      title: `Product ${id}`,
      slug: `product-${id}`,
      description: 'A product for tests',
      priceAmount: 100 + i,
      currency: 'SZL',
      category: 'electronics',
      city: 'Mbabane',
      country: 'SZ',
      createdAt: new Date(now - (list.length - i) * 1000),
      ...spec,
    };
  });
  const rows: ProductRow[] = [];
  for (let i = 0; i < values.length; i += 500) {
    rows.push(...(await db.insert(products).values(values.slice(i, i + 500)).returning()));
  }
  return rows;
}

export async function createProduct(db: Db, shopId: string, spec: ProductSpec = {}): Promise<ProductRow> {
  const [row] = await createProducts(db, shopId, [spec]);
  return row!;
}
