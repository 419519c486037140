import { z } from 'zod';
import { mediaUploadResultSchema } from './media.ts';
import { LANGUAGES } from './languages.ts';
import { ID_VERIFICATION_STATUSES, ROLES } from './users.ts';

/**
 * What the account routes send (doc 1 §3 User, doc 2 §3 User profile). The types are re-exported
 * by `users.ts`, which the web app imports at run time, so these stay out of its bundle.
 */

/** The signed-in user's own view. */
export const userSchema = z
  .object({
    id: z.string(),
    _id: z.string(),
    name: z.string(),
    username: z.string(),
    displayName: z.string(),
    phoneNumber: z.string(),
    email: z.string().nullable(),
    avatar: z.string().nullable(),
    role: z.enum(ROLES),
    isPhoneVerified: z.boolean(),
    isIdVerified: z.boolean(),
    idVerificationStatus: z.enum(ID_VERIFICATION_STATUSES),
    idVerificationAttempts: z.number(),
    idVerificationLastAttempt: z.string().nullable(),
    canSubmitIdVerification: z.boolean(),
    verificationProgress: z.number(),
    countryId: z.string(),
    country: z.string(),
    countryCode: z.string(),
    callingCode: z.string(),
    /** The account's chosen language; null until chosen (the app then follows the browser, else the country). */
    language: z.enum(LANGUAGES).nullable(),
    lastLogin: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    shop: z.object({ id: z.string(), _id: z.string(), name: z.string(), slug: z.string() }).nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** What anyone may see of another user: no phone number, no verification internals. */
export const publicUserSchema = userSchema
  .pick({ id: true, _id: true, name: true, username: true, displayName: true, avatar: true, role: true, isIdVerified: true, isPhoneVerified: true, createdAt: true })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof publicUserSchema>;

/** GET and PUT /users/me. */
export const userReplySchema = z.object({ user: userSchema });
/** GET /users/{id}. */
export const publicUserReplySchema = z.object({ user: publicUserSchema });

/** PUT and POST /users/me/avatar: the user, the avatar's address, and the upload when a file was sent. */
export const avatarReplySchema = z.object({ user: userSchema, url: z.string().nullable(), upload: mediaUploadResultSchema.optional() });
