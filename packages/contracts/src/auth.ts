import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import { INVALID_PHONE_MESSAGE } from './phone.ts';
import type { User } from './users.ts';

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

export type Tokens = { accessToken: string; refreshToken: string };
export type AuthSession = { user: User; tokens: Tokens; accessToken: string; refreshToken: string };
export type RegisterReply = { phoneNumber: string; requiresPhoneVerification: true };
export type UnverifiedLoginReply = { requiresPhoneVerification: true; phoneNumber: string };
export type ResetTokenReply = { token: string; resetToken: string };
export type RefreshReply = { tokens: Tokens; accessToken: string; refreshToken: string };
