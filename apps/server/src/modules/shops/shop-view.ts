import type { ProductDetail, Shop, ShopSummary } from '@sokoni/contracts/catalog';
import { countryByCode } from '../countries/index.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import type { ShopRow } from '../../platform/db/tables/shops.ts';

export type ShopOwner = { id: string; name: string; isIdVerified: boolean; isPhoneVerified: boolean };

const countryName = (code: string) => countryByCode(code)?.name ?? code;

/** doc 1 §3 Shop. The verified badge comes from the shop or its owner's ID (doc 1 §6). */
export function toShopView(row: ShopRow, owner: ShopOwner, mediaUrl: MediaUrl): Shop {
  const location = { city: row.city, country: countryName(row.country) };
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    category: row.category,
    owner: { id: owner.id, _id: owner.id, name: owner.name, isIdVerified: owner.isIdVerified },
    isVerified: row.isVerified || owner.isIdVerified,
    location,
    address: location,
    logo: mediaUrl(row.logo),
    coverImage: mediaUrl(row.coverImage),
    contactPhone: row.contactPhone,
    followersCount: row.followersCount,
    productsCount: row.productsCount,
    viewsCount: row.viewsCount,
    rating: { average: row.ratingAverage, count: row.ratingCount },
    averageRating: row.ratingAverage,
    totalSales: row.totalSales,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The shop as a product carries it (doc 1 §3 Product.shop); lists leave out slug and phone flag. */
export function toShopSummary(row: ShopRow, owner: ShopOwner, mediaUrl: MediaUrl, full: false): ShopSummary;
export function toShopSummary(row: ShopRow, owner: ShopOwner, mediaUrl: MediaUrl, full?: true): ProductDetail['shop'];
export function toShopSummary(row: ShopRow, owner: ShopOwner, mediaUrl: MediaUrl, full = true): ShopSummary {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    ...(full ? { slug: row.slug, isPhoneVerified: owner.isPhoneVerified } : {}),
    owner: owner.id,
    isVerified: row.isVerified || owner.isIdVerified,
    avatar: mediaUrl(row.logo),
    location: { city: row.city, country: countryName(row.country) },
  };
}

export type OwnerRow = { id: string; name: string; username: string; isIdVerified: boolean; isPhoneVerified: boolean };

export function toShopOwner(row: OwnerRow): ShopOwner {
  // Never the phone number: a shop's owner is shown to strangers.
  return { id: row.id, name: row.name.trim() || row.username, isIdVerified: row.isIdVerified, isPhoneVerified: row.isPhoneVerified };
}
