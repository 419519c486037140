import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CodeCooldown, OtpType } from '@sokoni/contracts/auth';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_COOLDOWN_SECONDS, OTP_TTL_SECONDS } from '@sokoni/contracts/constants';
import type { Language } from '@sokoni/contracts/languages';
import { AUTH_MESSAGES, triesLeftMessage, waitBeforeResendMessage } from '@sokoni/contracts/messages';
import { addressKeyOf } from '../../platform/http/address-key.ts';
import { AppError, badRequest, conflict, notFound, tooMany } from '../../platform/http/errors.ts';
import { newOtpCode } from '../../platform/security/tokens.ts';
import { normalise, type AuthDeps, type ClientMeta } from './auth-deps.ts';

// Per-number and per-address rules of the contract; they do not move with RATE_LIMIT_PER_MINUTE.
const CODE_FAILS_PER_ADDRESS = { max: 30, windowSeconds: 15 * 60 };
const CODES_PER_NUMBER = { max: 5, windowSeconds: 60 * 60 };

const hashCode = (deps: AuthDeps, phone: string, code: string) => createHmac('sha256', deps.codeSecret).update(`${phone}:${code}`).digest('hex');
const cooldownLeft = (createdAt: Date) => Math.max(1, Math.ceil(OTP_RESEND_COOLDOWN_SECONDS - (Date.now() - createdAt.getTime()) / 1000));

/** Sends a new code of this kind, in `language`, after its cooldown and within the number's hourly allowance. */
export async function sendCode(deps: AuthDeps, phoneNumber: string, type: OtpType, language: Language): Promise<void> {
  const { authRepo, limiter, messenger } = deps;
  // The cooldown is per kind of code: asking for a reset right after signing up is fine.
  const last = await authRepo.lastCodeSentAt(phoneNumber, type);
  const waited = last ? (Date.now() - last.getTime()) / 1000 : Infinity;
  if (waited < OTP_RESEND_COOLDOWN_SECONDS) {
    const wait = Math.ceil(OTP_RESEND_COOLDOWN_SECONDS - waited);
    // The wait also as data: the message is translated, and a client reads the number, not the words.
    throw tooMany(waitBeforeResendMessage(wait), wait, { retryAfterSeconds: wait } satisfies CodeCooldown);
  }
  const quota = await limiter.hit(`codes:number:${phoneNumber}`, CODES_PER_NUMBER.max, CODES_PER_NUMBER.windowSeconds);
  if (!quota.allowed) throw tooMany(AUTH_MESSAGES.tooManyCodes, quota.retryAfterSeconds);
  const code = newOtpCode(OTP_LENGTH);
  const codeHash = hashCode(deps, phoneNumber, code);
  await authRepo.insertCode({
    phoneNumber,
    type,
    codeHash,
    expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
  });
  try {
    await messenger.sendCode({ to: phoneNumber, type, code, language });
  } catch (err) {
    deps.log.error({ err, to: phoneNumber, messenger: messenger.kind }, 'sending a code failed');
    await authRepo.discardCode(phoneNumber, codeHash).catch(() => {});
    throw new AppError(503, AUTH_MESSAGES.codeNotSent);
  }
}

/** Checks a code: 5 wrong tries burn it, and a right one works only once. */
export async function checkCode(deps: AuthDeps, phoneNumber: string, type: OtpType, code: string, meta: ClientMeta): Promise<void> {
  const { authRepo, limiter } = deps;
  const addressKey = `code-fails:address:${addressKeyOf(meta.ip)}`;
  const row = await authRepo.latestCode(phoneNumber, type);
  if (!row) throw badRequest(AUTH_MESSAGES.noActiveCode);
  if (row.expiresAt.getTime() <= Date.now()) throw badRequest(AUTH_MESSAGES.codeExpired);
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw tooMany(AUTH_MESSAGES.codeTooManyTries, cooldownLeft(row.createdAt));
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(deps, phoneNumber, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    // Every wrong code spends one of the code's 5 tries, past the address's ceiling too (which
    // only turns the answer into a 429); a right code still works from a busy address.
    const used = await authRepo.countFailedTry(row.id);
    const address = await limiter.hit(addressKey, CODE_FAILS_PER_ADDRESS.max, CODE_FAILS_PER_ADDRESS.windowSeconds);
    if (used >= OTP_MAX_ATTEMPTS) throw tooMany(AUTH_MESSAGES.codeTooManyTries, cooldownLeft(row.createdAt));
    if (!address.allowed) throw tooMany(AUTH_MESSAGES.codeTooManyTries, address.retryAfterSeconds);
    const left = OTP_MAX_ATTEMPTS - used;
    throw new AppError(400, AUTH_MESSAGES.codeInvalid, {
      errors: [{ field: 'otp', message: triesLeftMessage(left) }],
    });
  }
  if (!(await authRepo.consumeCode(row.id))) throw badRequest(AUTH_MESSAGES.noActiveCode);
}

export async function resendCode(deps: AuthDeps, input: { phoneNumber: string; type: 'signup' | 'password_reset' }, meta: ClientMeta) {
  const phoneNumber = normalise(input.phoneNumber);
  const user = await deps.usersRepo.findByPhone(phoneNumber);
  if (!user) throw notFound(AUTH_MESSAGES.noAccount);
  if (input.type === 'signup' && user.isPhoneVerified) throw conflict(AUTH_MESSAGES.alreadyVerified);
  await sendCode(deps, phoneNumber, input.type, user.language ?? meta.language);
  return { phoneNumber, channel: deps.messenger.channel };
}
