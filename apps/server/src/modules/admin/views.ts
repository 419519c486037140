import type { AdminProduct, AdminShop, AdminUser, AdminVerification, AuditEntry, AuditTarget } from '@sokoni/contracts/admin';
import { displayNameOf } from '@sokoni/contracts/users';
import type { UserRow } from '../users/index.ts';
import type { IdVerificationRow } from '../verification/index.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import type { AuditWithAdmin, ProductWithShop, ShopWithOwner, UserWithShop } from './repo.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The console's person: who they are and where their account stands (phone included: admins only). */
export function toAdminUser({ user, shop }: UserWithShop, mediaUrl: MediaUrl): AdminUser {
  return {
    id: user.id,
    _id: user.id,
    name: user.name,
    username: user.username,
    displayName: displayNameOf(user),
    phoneNumber: user.phoneNumber,
    avatar: mediaUrl(user.avatar),
    role: user.role,
    status: user.status,
    isPhoneVerified: user.isPhoneVerified,
    isIdVerified: user.isIdVerified,
    idVerificationStatus: user.idVerificationStatus,
    idVerificationAttempts: user.idVerificationAttempts,
    shop: shop ? { ...shop, _id: shop.id } : null,
    lastLogin: iso(user.lastLogin),
    createdAt: user.createdAt.toISOString(),
  };
}

export function toAdminShop({ shop, owner }: ShopWithOwner, mediaUrl: MediaUrl): AdminShop {
  return {
    id: shop.id,
    _id: shop.id,
    name: shop.name,
    slug: shop.slug,
    logo: mediaUrl(shop.logo),
    isVerified: shop.isVerified || owner.isIdVerified,
    isActive: shop.isActive,
    productsCount: shop.productsCount,
    followersCount: shop.followersCount,
    owner: { id: owner.id, displayName: displayNameOf(owner), phoneNumber: owner.phoneNumber, status: owner.status, isIdVerified: owner.isIdVerified },
    createdAt: shop.createdAt.toISOString(),
  };
}

/** `image` is the product's primary picture (or its video's poster) as an address. */
export function toAdminProduct({ product, shop }: ProductWithShop, image: string | null): AdminProduct {
  return {
    id: product.id,
    _id: product.id,
    title: product.title,
    image,
    price: { amount: product.priceAmount, currency: product.currency },
    status: product.status,
    isHidden: !product.isActive,
    isAvailable: product.isAvailable,
    shop,
    createdAt: product.createdAt.toISOString(),
  };
}

export type SubmissionFiles = { idDocumentUrl: string | null; videoUrl: string | null; videoPosterUrl: string | null };

export function toAdminVerification(verification: IdVerificationRow, user: UserRow, files: SubmissionFiles, mediaUrl: MediaUrl): AdminVerification {
  return {
    id: verification.id,
    _id: verification.id,
    status: verification.status,
    reason: verification.reason,
    createdAt: verification.createdAt.toISOString(),
    reviewedAt: iso(verification.reviewedAt),
    user: {
      id: user.id,
      _id: user.id,
      name: user.name,
      displayName: displayNameOf(user),
      phoneNumber: user.phoneNumber,
      avatar: mediaUrl(user.avatar),
      isPhoneVerified: user.isPhoneVerified,
      idVerificationAttempts: user.idVerificationAttempts,
    },
    ...files,
  };
}

export function toAuditEntry({ entry, admin }: AuditWithAdmin, target: AuditTarget): AuditEntry {
  return {
    id: entry.id,
    _id: entry.id,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    target,
    detail: entry.detail,
    createdAt: entry.createdAt.toISOString(),
    admin: admin ? { id: admin.id, displayName: displayNameOf(admin) } : null,
  };
}
