import {
  canSubmitIdVerification,
  displayNameOf,
  verificationProgress,
  type PublicUser,
  type User,
} from '@sokoni/contracts/users';
import { countryByCode } from '../countries/index.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';

/** The shop a user owns, as their record names it (doc 1 §3 "optional shop"). */
export type OwnShop = { id: string; name: string; slug: string };

/** The signed-in user's own record as doc 1 §3 and doc 2 §3 describe it. */
export function toUserView(row: UserRow, shop: OwnShop | null): User {
  const country = countryByCode(row.countryCode);
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    username: row.username,
    displayName: displayNameOf(row),
    phoneNumber: row.phoneNumber,
    email: row.email,
    avatar: row.avatar,
    role: row.role,
    isPhoneVerified: row.isPhoneVerified,
    isIdVerified: row.isIdVerified,
    idVerificationStatus: row.idVerificationStatus,
    idVerificationAttempts: row.idVerificationAttempts,
    idVerificationLastAttempt: row.idVerificationLastAttempt?.toISOString() ?? null,
    canSubmitIdVerification: canSubmitIdVerification(row.idVerificationStatus, row.idVerificationAttempts),
    verificationProgress: verificationProgress(row.isPhoneVerified, row.isIdVerified),
    countryId: row.countryCode,
    country: country?.name ?? row.countryCode,
    countryCode: row.countryCode,
    callingCode: country?.callingCode ?? '',
    language: row.language,
    lastLogin: row.lastLogin?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    shop: shop ? { ...shop, _id: shop.id } : null,
  };
}

/** What another person may see: no phone number or verification internals. */
export function toPublicUserView(row: UserRow): PublicUser {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    username: row.username,
    displayName: row.name.trim() || row.username || 'Anonymous',
    avatar: row.avatar,
    role: row.role,
    isIdVerified: row.isIdVerified,
    isPhoneVerified: row.isPhoneVerified,
    createdAt: row.createdAt.toISOString(),
  };
}
