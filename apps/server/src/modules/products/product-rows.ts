import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { fieldsOf } from '../../platform/db/subquery-fields.ts';
import { products } from '../../platform/db/tables/products.ts';
import { shopRows, toShopOwner, type OwnerRow, type ShopOwner, type ShopRow } from '../shops/index.ts';
import { ownerCards } from '../users/index.ts';
import { productListable, shopLive } from './catalog-queries.ts';
import type { ProductViewRow } from './product-view.ts';

export type ProductWithShop = { product: ProductViewRow; shop: ShopRow; owner: ShopOwner };

// Lists never load the search columns: the tsvector alone is larger than the rest of a row.
const { searchVector: _searchVector, searchExtra: _searchExtra, ...productColumns } = getTableColumns(products);
// A product's shop and the shop's owner come through their owners' faces, as subqueries joined in
// the same statement (shopRows, ownerCards): PostgreSQL plans them like joins on the tables.
const shopColumns = fieldsOf(shopRows);
const ownerColumns = fieldsOf(ownerCards);

const rows = (r: { product: ProductViewRow; shop: ShopRow; owner: OwnerRow }[]): ProductWithShop[] =>
  r.map((x) => ({ product: x.product, shop: x.shop, owner: toShopOwner(x.owner) }));

/** Products read whole, with their shop and owner. */
export function createProductRows(db: Db) {
  const withShop = () =>
    db
      .select({ product: productColumns, shop: shopColumns, owner: ownerColumns })
      .from(products)
      .innerJoin(shopRows, eq(shopRows.id, products.shopId))
      .innerJoin(ownerCards, eq(ownerCards.id, shopRows.ownerId));

  /** Products with their shop and owner, in the order of `ids` (one query); `listable`: only those still listable. */
  async function byIds(ids: string[], listable = false): Promise<ProductWithShop[]> {
    if (ids.length === 0) return [];
    const found = rows(await withShop().where(and(inArray(products.id, ids), listable ? and(productListable, shopLive) : undefined)));
    const byId = new Map(found.map((x) => [x.product.id, x]));
    return ids.map((id) => byId.get(id)).filter((x): x is ProductWithShop => x !== undefined);
  }

  async function findById(id: string): Promise<ProductWithShop | undefined> {
    const [row] = await withShop().where(eq(products.id, id)).limit(1);
    return row ? rows([row])[0] : undefined;
  }

  return { byIds, findById };
}
