import { z } from 'zod';
import { CODE_CHANNELS } from './code-channel-rules.ts';
import { OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import { errorReplySchema } from './envelope.ts';
import { INVALID_PHONE_MESSAGE } from './phone.ts';
import { userSchema } from './user-replies.ts';

const phoneField = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .max(32, INVALID_PHONE_MESSAGE);

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const otpField = z
  .string({ error: 'Verification code is required' })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit code`);

export const OTP_TYPES = ['signup', 'password_reset', 'phone_verification'] as const;
export type OtpType = (typeof OTP_TYPES)[number];

export const registerBody = z.object({ phoneNumber: phoneField, password: passwordField });
export const verifyOtpBody = z.object({ phoneNumber: phoneField, otp: otpField });
export const loginBody = z.object({
  identifier: phoneField,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
});
export const refreshBody = z.object({
  refreshToken: z.string({ error: 'Refresh token is required' }).min(1, 'Refresh token is required').max(512),
});
export const logoutBody = z.object({ refreshToken: z.string().max(512).optional() }).nullish();
export const forgotPasswordBody = z.object({ phoneNumber: phoneField });
export const verifyForgotPasswordBody = verifyOtpBody;
export const resetPasswordBody = z.object({
  token: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(2048),
  newPassword: passwordField,
});
export const resendOtpBody = z.object({
  phoneNumber: phoneField,
  type: z.enum(['signup', 'password_reset'], { error: 'type must be signup or password_reset' }).default('signup'),
});

export const tokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type Tokens = z.infer<typeof tokensSchema>;
/** Signed in: the tokens twice, nested and flat (doc 1 §7.1 clients read either). */
export const authSessionSchema = z.object({ user: userSchema, tokens: tokensSchema, accessToken: z.string(), refreshToken: z.string() });
export type AuthSession = z.infer<typeof authSessionSchema>;
/** How the code went out (the server's messenger): the screens say where to look from it. */
export const codeChannelSchema = z.enum(CODE_CHANNELS);
/** GET /auth/code-channel: how codes go out, for the screens that say so before one is sent. */
export const codeChannelReplySchema = z.object({ channel: codeChannelSchema });
export const registerReplySchema = z.object({ phoneNumber: z.string(), requiresPhoneVerification: z.literal(true), channel: codeChannelSchema });
export type RegisterReply = z.infer<typeof registerReplySchema>;
/** Login's 403 for a number not yet verified: the error envelope with this `data`, and no tokens. */
export const unverifiedLoginReplySchema = errorReplySchema.extend({ data: z.object({ requiresPhoneVerification: z.literal(true), phoneNumber: z.string() }) });
export type UnverifiedLoginReply = z.infer<typeof unverifiedLoginReplySchema>['data'];
/** A code asked for within the cooldown (429): the wait as a number, beside the English "Please wait N seconds…" that other languages translate. */
export const codeCooldownSchema = z.object({ retryAfterSeconds: z.number().int().min(1) });
export type CodeCooldown = z.infer<typeof codeCooldownSchema>;
/** The code routes' 429s: the cooldown above, or the plain error envelope (the hourly allowance, failed tries). */
export const codeRefusedReplySchema = z.union([errorReplySchema.extend({ data: codeCooldownSchema }), errorReplySchema]);
/** Login's 403s: the unverified number above, or a suspended account (the plain error envelope). */
export const loginRefusedReplySchema = z.union([unverifiedLoginReplySchema, errorReplySchema]);
export const resetTokenReplySchema = z.object({ token: z.string(), resetToken: z.string() });
export type ResetTokenReply = z.infer<typeof resetTokenReplySchema>;
export const refreshReplySchema = z.object({ tokens: tokensSchema, accessToken: z.string(), refreshToken: z.string() });
export type RefreshReply = z.infer<typeof refreshReplySchema>;
/** Forgot password and resend: the number the code went to, and how. */
export const codeSentReplySchema = z.object({ phoneNumber: z.string(), channel: codeChannelSchema });
