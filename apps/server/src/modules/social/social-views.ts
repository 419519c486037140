import { getTableColumns } from 'drizzle-orm';
import type { Product } from '@sokoni/contracts/catalog';
import type { PublicUser } from '@sokoni/contracts/users';
import { toProductView, type ProductViewRow } from '../products/index.ts';
import { products } from '../../platform/db/tables/products.ts';
import type { ShopRow } from '../../platform/db/tables/shops.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import type { ShopOwner } from '../shops/index.ts';
import { users, type UserRow } from '../../platform/db/tables/users.ts';
import { toPublicUserView } from '../users/index.ts';

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

/** `{[key]: ISO time}`, typed by its key: a computed key alone would widen to a string index. */
export function stamped<K extends string>(key: K, at: Date): Record<K, string> {
  return { [key]: at.toISOString() } as Record<K, string>;
}
