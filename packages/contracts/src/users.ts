import { z } from 'zod';
import { MAX_ID_VERIFICATION_ATTEMPTS } from './constants.ts';
import { LANGUAGE_MESSAGE, LANGUAGES } from './languages.ts';

export const ROLES = ['user', 'customer', 'dealer', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ID_VERIFICATION_STATUSES = ['none', 'unverified', 'pending', 'verified', 'rejected'] as const;
export type IdVerificationStatus = (typeof ID_VERIFICATION_STATUSES)[number];

// The reply types, from the schemas the routes declare (kept out of this module: the web app imports it at run time).
export type { PublicUser, User } from './user-replies.ts';

export const USERNAME_RULE = /^[a-z0-9_.]{3,30}$/;

/** PUT /users/me: only these fields; role, phone and verification are never taken from the client. */
export const updateMeBody = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters').optional(),
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(USERNAME_RULE, 'Username must be 3-30 characters: letters, numbers, dots and underscores')
    .optional(),
  email: z
    .union([z.literal(''), z.null(), z.email('Please enter a valid email').max(254)])
    .optional()
    .transform((v) => (v === '' ? null : v)),
  avatar: z.union([z.null(), z.string().trim().max(2048)]).optional(),
  /** The language the app and the server's words speak to this account (issue 29). */
  language: z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE }).optional(),
});

export const avatarBody = z.object({
  avatar: z.string({ error: 'avatar is required' }).trim().min(1, 'avatar is required').max(2048),
});

export const changePasswordBody = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(128),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(8, 'Password must be at least 8 characters')
    .max(128, 'Password must be at most 128 characters'),
});

export const accountClosureBody = z
  .object({ reason: z.string().trim().max(1000, 'Reason must be at most 1000 characters').optional() })
  .nullish();

export const ACCOUNT_MESSAGES = {
  deactivated: 'Account deactivated successfully. You can reactivate by logging in again.',
  deleted: 'Account deletion initiated. Your data will be permanently deleted in 90 days.',
  updated: 'Profile updated successfully',
  userNotFound: 'User not found',
  usernameTaken: 'This username is already taken',
  avatarNotYours: 'Choose a picture you uploaded: the avatar must be one of your own uploads',
} as const;

/** doc 1 §3: display name falls back to name, username, phone, then Anonymous. */
export function displayNameOf(u: { name?: string | null; username?: string | null; phoneNumber?: string | null }): string {
  return u.name?.trim() || u.username?.trim() || u.phoneNumber?.trim() || 'Anonymous';
}

/** doc 1 §3: ID submission only when neither verified nor pending and under 3 attempts. */
export function canSubmitIdVerification(status: IdVerificationStatus, attempts: number): boolean {
  return status !== 'verified' && status !== 'pending' && attempts < MAX_ID_VERIFICATION_ATTEMPTS;
}

/** doc 1 §3 and doc 2 §3: 50 for the phone plus 50 for the ID. */
export function verificationProgress(isPhoneVerified: boolean, isIdVerified: boolean): number {
  return (isPhoneVerified ? 50 : 0) + (isIdVerified ? 50 : 0);
}

export function roleLabel(role: string | undefined): 'Dealer Account' | 'Customer Account' {
  return role === 'dealer' ? 'Dealer Account' : 'Customer Account';
}
