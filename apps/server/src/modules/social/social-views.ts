import { getTableColumns } from 'drizzle-orm';
import type { Product } from '@sokoni/contracts/catalog';
import type { PublicUser } from '@sokoni/contracts/users';
import { toProductView, type ProductViewRow } from '../products/product-view.ts';
import { products } from '../products/schema.ts';
import type { ShopRow } from '../shops/schema.ts';
import type { MediaUrl, ShopOwner } from '../shops/shop-view.ts';
import { users, type UserRow } from '../users/schema.ts';
import { toPublicUserView } from '../users/user-view.ts';

/** Product columns without the search ones: lists and stats never need them. */
const { searchVector: _searchVector, searchExtra: _searchExtra, ...listColumns } = getTableColumns(products);
export const productListColumns = listColumns;

/** The owner fields a shop view needs; never the phone number. */
export const ownerColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  isIdVerified: users.isIdVerified,
  isPhoneVerified: users.isPhoneVerified,
};
export type OwnerRow = Pick<UserRow, keyof typeof ownerColumns>;

export function toShopOwner(u: OwnerRow): ShopOwner {
  return { id: u.id, name: u.name.trim() || u.username, isIdVerified: u.isIdVerified, isPhoneVerified: u.isPhoneVerified };
}

export function toPublicUser(row: UserRow, mediaUrl: MediaUrl): PublicUser {
  return { ...toPublicUserView(row), avatar: mediaUrl(row.avatar) };
}

export function toListedProduct(row: ProductViewRow, shop: ShopRow, owner: OwnerRow, mediaUrl: MediaUrl): Product {
  return toProductView(row, shop, toShopOwner(owner), mediaUrl);
}
