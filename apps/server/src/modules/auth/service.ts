import type { FastifyBaseLogger } from 'fastify';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { AuthSession, OtpType, RefreshReply, Tokens } from '@sokoni/contracts/auth';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
} from '@sokoni/contracts/constants';
import { AUTH_MESSAGES, accountClosedOnMessage, waitBeforeResendMessage } from '@sokoni/contracts/messages';
import { INVALID_PHONE_MESSAGE, normalizePhoneNumber } from '@sokoni/contracts/phone';
import { addressKeyOf } from '../../platform/http/address-key.ts';
import { AppError, badRequest, conflict, forbidden, invalid, isUniqueViolation, notFound, tooMany, unauthorized } from '../../platform/http/errors.ts';
import type { Limiter } from '../../platform/limiter.ts';
import type { Messenger } from '../../platform/messenger/messenger.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/security/passwords.ts';
import { newOtpCode, newRefreshToken, sha256, type TokenSigner } from '../../platform/security/tokens.ts';
import type { UsersRepo } from '../users/index.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import { toUserView } from '../users/index.ts';
import type { AuthRepo } from './repo.ts';

export type ClientMeta = { ip: string; userAgent?: string };

// Per-number and per-address rules of the contract; they do not move with RATE_LIMIT_PER_MINUTE.
// Many people share one address behind a mobile carrier's NAT, so a lock that stops the right
// password is keyed on address plus number; the per-address ceilings only stop wrong guesses.
const LOGIN_FAILS_PER_NUMBER_FROM_ADDRESS = { max: 5, windowSeconds: 15 * 60 };
// Guessing one number from many addresses: high enough that locking someone out takes a botnet.
const LOGIN_FAILS_PER_NUMBER = { max: 25, windowSeconds: 60 * 60 };
const LOGIN_FAILS_PER_ADDRESS = { max: 30, windowSeconds: 15 * 60 };
const CODE_FAILS_PER_ADDRESS = { max: 30, windowSeconds: 15 * 60 };
const CODES_PER_NUMBER = { max: 5, windowSeconds: 60 * 60 };
const RESET_TOKEN_TTL_SECONDS = 10 * 60;

type Deps = {
  authRepo: AuthRepo;
  usersRepo: UsersRepo;
  signer: TokenSigner;
  messenger: Messenger;
  limiter: Limiter;
  codeSecret: string;
  signupLimitPerHour: number;
  log: FastifyBaseLogger;
  /** Stored avatar keys become addresses in the signed-in user's view. */
  mediaUrl: (key: string | null) => string | null;
  /** A revoked session's open sockets end with it, on every server process. */
  realtime: Pick<Realtime, 'disconnectSessions'>;
};

export function createAuthService(deps: Deps) {
  const { authRepo, usersRepo, signer, messenger, limiter, realtime } = deps;
  const hashCode = (phone: string, code: string) => createHmac('sha256', deps.codeSecret).update(`${phone}:${code}`).digest('hex');

  function normalise(raw: string, field = 'phoneNumber'): string {
    const phone = normalizePhoneNumber(raw);
    if (!phone) throw invalid(field, INVALID_PHONE_MESSAGE);
    return phone;
  }

  async function sendCode(phoneNumber: string, type: OtpType): Promise<void> {
    // The cooldown is per kind of code: asking for a reset right after signing up is fine.
    const last = await authRepo.lastCodeSentAt(phoneNumber, type);
    const waited = last ? (Date.now() - last.getTime()) / 1000 : Infinity;
    if (waited < OTP_RESEND_COOLDOWN_SECONDS) {
      const wait = Math.ceil(OTP_RESEND_COOLDOWN_SECONDS - waited);
      throw tooMany(waitBeforeResendMessage(wait), wait);
    }
    const quota = await limiter.hit(`codes:number:${phoneNumber}`, CODES_PER_NUMBER.max, CODES_PER_NUMBER.windowSeconds);
    if (!quota.allowed) throw tooMany(AUTH_MESSAGES.tooManyCodes, quota.retryAfterSeconds);
    const code = newOtpCode(OTP_LENGTH);
    const codeHash = hashCode(phoneNumber, code);
    await authRepo.insertCode({
      phoneNumber,
      type,
      codeHash,
      expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
    });
    try {
      await messenger.sendCode({ to: phoneNumber, type, code });
    } catch (err) {
      deps.log.error({ err, to: phoneNumber, messenger: messenger.kind }, 'sending a code failed');
      await authRepo.discardCode(phoneNumber, codeHash).catch(() => {});
      throw new AppError(503, 'We could not send the code right now. Please try again in a minute.');
    }
  }

  /** Checks a code: 5 wrong tries burn it, and a right one works only once. */
  async function checkCode(phoneNumber: string, type: OtpType, code: string, meta: ClientMeta): Promise<void> {
    const addressKey = `code-fails:address:${addressKeyOf(meta.ip)}`;
    const row = await authRepo.latestCode(phoneNumber, type);
    if (!row) throw badRequest(AUTH_MESSAGES.noActiveCode);
    if (row.expiresAt.getTime() <= Date.now()) throw badRequest(AUTH_MESSAGES.codeExpired);
    if (row.attempts >= OTP_MAX_ATTEMPTS) throw tooMany(AUTH_MESSAGES.codeTooManyTries, cooldownLeft(row.createdAt));
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(hashCode(phoneNumber, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      // Every wrong code spends one of the code's 5 tries, past the address's ceiling too (which
      // only turns the answer into a 429); a right code still works from a busy address.
      const used = await authRepo.countFailedTry(row.id);
      const address = await limiter.hit(addressKey, CODE_FAILS_PER_ADDRESS.max, CODE_FAILS_PER_ADDRESS.windowSeconds);
      if (used >= OTP_MAX_ATTEMPTS) throw tooMany(AUTH_MESSAGES.codeTooManyTries, cooldownLeft(row.createdAt));
      if (!address.allowed) throw tooMany(AUTH_MESSAGES.codeTooManyTries, address.retryAfterSeconds);
      const left = OTP_MAX_ATTEMPTS - used;
      throw new AppError(400, AUTH_MESSAGES.codeInvalid, {
        errors: [{ field: 'otp', message: `${AUTH_MESSAGES.codeInvalid}. ${left} ${left === 1 ? 'try' : 'tries'} left.` }],
      });
    }
    if (!(await authRepo.consumeCode(row.id))) throw badRequest(AUTH_MESSAGES.noActiveCode);
  }

  async function startSession(user: UserRow, meta: ClientMeta): Promise<AuthSession> {
    const refreshToken = newRefreshToken();
    const sessionId = await authRepo.createSession({
      userId: user.id,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      userAgent: meta.userAgent,
      ip: meta.ip,
      tokenHash: sha256(refreshToken),
    });
    const accessToken = await signer.signAccess({ sub: user.id, sid: sessionId, role: user.role });
    const fresh = (await usersRepo.update(user.id, { lastLogin: new Date() })) ?? user;
    const tokens: Tokens = { accessToken, refreshToken };
    const view = toUserView(fresh, await usersRepo.ownShop(fresh.id));
    return { user: { ...view, avatar: deps.mediaUrl(view.avatar) }, tokens, ...tokens };
  }

  // The sockets end even if the write fails: a half-done revocation must not leave them listening.
  async function revokeSession(sessionId: string, reason: string) {
    try {
      await authRepo.revokeSession(sessionId, reason);
    } finally {
      realtime.disconnectSessions({ sessionId });
    }
  }

  async function revokeAllSessions(userId: string, reason: string, exceptSessionId?: string) {
    try {
      await authRepo.revokeAllSessions(userId, reason, exceptSessionId);
    } finally {
      realtime.disconnectSessions({ userId, exceptSessionId });
    }
  }

  async function uniqueUsername(): Promise<string> {
    for (;;) {
      const candidate = `user_${randomBytes(4).toString('hex')}`;
      if (!(await usersRepo.usernameTaken(candidate))) return candidate;
    }
  }

  return {
    async register(input: { phoneNumber: string; password: string }, meta: ClientMeta) {
      const phoneNumber = normalise(input.phoneNumber);
      const existing = await usersRepo.findByPhone(phoneNumber);
      if (existing?.isPhoneVerified) throw conflict(AUTH_MESSAGES.phoneTaken);
      const quota = await limiter.hit(`signups:address:${addressKeyOf(meta.ip)}`, deps.signupLimitPerHour, 3600);
      if (!quota.allowed) throw tooMany(AUTH_MESSAGES.tooManySignups, quota.retryAfterSeconds);
      const passwordHash = await hashPassword(input.password);
      let pendingUser = existing;
      if (!pendingUser) {
        const countryCode = parsePhoneNumberFromString(phoneNumber)?.country ?? 'SZ';
        try {
          await usersRepo.insert({ phoneNumber, passwordHash, username: await uniqueUsername(), countryCode });
        } catch (err) {
          // A second request for the same number (a double tap) inserted it first: go on as a re-registration.
          if (!isUniqueViolation(err)) throw err;
          pendingUser = await usersRepo.findByPhone(phoneNumber);
          if (!pendingUser) throw err;
          if (pendingUser.isPhoneVerified) throw conflict(AUTH_MESSAGES.phoneTaken);
        }
      }
      if (pendingUser) {
        // Signing up again before verifying: the newest password wins, the code already sent still works.
        await usersRepo.update(pendingUser.id, { passwordHash });
      }
      const pending = await authRepo.latestCode(phoneNumber, 'signup');
      const stillFresh = pending && Date.now() - pending.createdAt.getTime() < OTP_RESEND_COOLDOWN_SECONDS * 1000;
      if (!stillFresh) await sendCode(phoneNumber, 'signup');
      return { phoneNumber, requiresPhoneVerification: true as const, channel: messenger.channel };
    },

    async verifySignup(input: { phoneNumber: string; otp: string }, meta: ClientMeta): Promise<AuthSession> {
      const phoneNumber = normalise(input.phoneNumber);
      const user = await usersRepo.findByPhone(phoneNumber);
      if (!user) throw notFound(AUTH_MESSAGES.noAccount);
      if (user.isPhoneVerified) throw conflict(AUTH_MESSAGES.alreadyVerified);
      await checkCode(phoneNumber, 'signup', input.otp, meta);
      const verified = (await usersRepo.update(user.id, { isPhoneVerified: true, status: 'active' })) ?? user;
      return startSession(verified, meta);
    },

    async login(input: { identifier: string; password: string }, meta: ClientMeta): Promise<AuthSession> {
      const phoneNumber = normalizePhoneNumber(input.identifier);
      const number = phoneNumber ?? input.identifier.slice(0, 64);
      const pairKey = `login-fails:address-number:${addressKeyOf(meta.ip)}:${number}`;
      const numberKey = `login-fails:number:${number}`;
      const addressKey = `login-fails:address:${addressKeyOf(meta.ip)}`;
      for (const [key, rule] of [[pairKey, LOGIN_FAILS_PER_NUMBER_FROM_ADDRESS], [numberKey, LOGIN_FAILS_PER_NUMBER]] as const) {
        const state = await limiter.peek(key, rule.max);
        if (!state.allowed) throw tooMany(AUTH_MESSAGES.tooManyLogins, state.retryAfterSeconds);
      }
      const live = phoneNumber ? await usersRepo.findByPhone(phoneNumber) : undefined;
      // A number with no live account may have a deleted one (until the purge): its owner is told it was closed.
      const closed = !live && phoneNumber ? await usersRepo.findDeletedByPhone(phoneNumber) : undefined;
      const user = live ?? closed;
      const passwordOk = user ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password), false);
      if (!user || !passwordOk) {
        await limiter.hit(pairKey, LOGIN_FAILS_PER_NUMBER_FROM_ADDRESS.max, LOGIN_FAILS_PER_NUMBER_FROM_ADDRESS.windowSeconds);
        await limiter.hit(numberKey, LOGIN_FAILS_PER_NUMBER.max, LOGIN_FAILS_PER_NUMBER.windowSeconds);
        const address = await limiter.hit(addressKey, LOGIN_FAILS_PER_ADDRESS.max, LOGIN_FAILS_PER_ADDRESS.windowSeconds);
        if (!address.allowed) throw tooMany(AUTH_MESSAGES.tooManyLogins, address.retryAfterSeconds);
        throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      }
      await limiter.reset(pairKey);
      // Only after the right password: a stranger learns nothing about the account.
      if (closed) throw forbidden(accountClosedOnMessage(closed.closedAt ?? closed.updatedAt));
      if (user.status === 'suspended') throw forbidden(AUTH_MESSAGES.accountSuspended);
      if (!user.isPhoneVerified) {
        throw new AppError(403, AUTH_MESSAGES.phoneNotVerified, {
          data: { requiresPhoneVerification: true, phoneNumber: user.phoneNumber },
        });
      }
      // Contract: a deactivated account comes back by signing in again.
      const active = user.status === 'deactivated' ? ((await usersRepo.update(user.id, { status: 'active', closedAt: null, closureReason: null })) ?? user) : user;
      return startSession(active, meta);
    },

    async refresh(refreshToken: string): Promise<RefreshReply> {
      const oldHash = sha256(refreshToken);
      const row = await authRepo.findRefreshToken(oldHash);
      if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now() || row.userStatus !== 'active') {
        throw unauthorized(AUTH_MESSAGES.refreshInvalid);
      }
      // Contract: an already-rotated token presented again revokes the whole session, however soon
      // (the web app's tabs share one refresh, so only a copy of the token does this).
      const next = newRefreshToken();
      if (row.rotatedAt || !(await authRepo.rotateRefreshToken(oldHash, sha256(next), row.sessionId))) {
        await revokeSession(row.sessionId, 'refresh_token_reuse');
        throw unauthorized(AUTH_MESSAGES.refreshInvalid);
      }
      const accessToken = await signer.signAccess({ sub: row.userId, sid: row.sessionId, role: row.role });
      const tokens = { accessToken, refreshToken: next };
      return { tokens, ...tokens };
    },

    async logout(input: { refreshToken?: string; sessionId?: string }) {
      if (input.refreshToken) {
        const row = await authRepo.findRefreshToken(sha256(input.refreshToken));
        if (row) await revokeSession(row.sessionId, 'logout');
      }
      if (input.sessionId) await revokeSession(input.sessionId, 'logout');
    },

    async forgotPassword(input: { phoneNumber: string }) {
      const phoneNumber = normalise(input.phoneNumber);
      const user = await usersRepo.findByPhone(phoneNumber);
      if (!user) throw notFound((await usersRepo.findDeletedByPhone(phoneNumber)) ? AUTH_MESSAGES.accountClosed : AUTH_MESSAGES.noAccount);
      await sendCode(phoneNumber, 'password_reset');
      return { phoneNumber, channel: messenger.channel };
    },

    async verifyForgotPassword(input: { phoneNumber: string; otp: string }, meta: ClientMeta) {
      const phoneNumber = normalise(input.phoneNumber);
      const user = await usersRepo.findByPhone(phoneNumber);
      if (!user) throw notFound(AUTH_MESSAGES.noAccount);
      await checkCode(phoneNumber, 'password_reset', input.otp, meta);
      const token = await signer.signPurpose('password_reset', user.id, { pwv: passwordVersion(user.passwordHash) }, RESET_TOKEN_TTL_SECONDS);
      return { token, resetToken: token };
    },

    async resetPassword(input: { token: string; newPassword: string }) {
      const claims = await signer.verifyPurpose(input.token, 'password_reset');
      const user = claims ? await usersRepo.findById(String(claims.sub)) : undefined;
      // The token names the password it may replace, so it works once.
      if (!claims || !user || claims.pwv !== passwordVersion(user.passwordHash)) throw badRequest(AUTH_MESSAGES.resetTokenInvalid);
      // The code reached the phone, so the number is proven even if sign-up was never finished.
      await usersRepo.update(user.id, { passwordHash: await hashPassword(input.newPassword), isPhoneVerified: true });
      await revokeAllSessions(user.id, 'password_reset');
    },

    async resendCode(input: { phoneNumber: string; type: 'signup' | 'password_reset' }) {
      const phoneNumber = normalise(input.phoneNumber);
      const user = await usersRepo.findByPhone(phoneNumber);
      if (!user) throw notFound(AUTH_MESSAGES.noAccount);
      if (input.type === 'signup' && user.isPhoneVerified) throw conflict(AUTH_MESSAGES.alreadyVerified);
      await sendCode(phoneNumber, input.type);
      return { phoneNumber, channel: messenger.channel };
    },

    async changePassword(userId: string, sessionId: string, input: { currentPassword: string; newPassword: string }) {
      const user = await usersRepo.findById(userId);
      if (!user) throw unauthorized(AUTH_MESSAGES.tokenInvalid);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw invalid('currentPassword', AUTH_MESSAGES.currentPasswordWrong);
      }
      await usersRepo.update(userId, { passwordHash: await hashPassword(input.newPassword) });
      await revokeAllSessions(userId, 'password_changed', sessionId);
    },

    /** Deactivation, deletion and suspension: every session ends, sockets included. */
    endAllSessions: (userId: string, reason: 'account_deactivated' | 'account_deleted' | 'account_suspended') => revokeAllSessions(userId, reason),

    /** The code rules of sign-up (6 digits, 10 min, 5 tries, 60 s cooldown) for other kinds of code (phone re-verification). */
    codes: {
      send: (phoneNumber: string, type: OtpType) => sendCode(phoneNumber, type),
      check: (phoneNumber: string, type: OtpType, code: string, meta: ClientMeta) => checkCode(phoneNumber, type, code, meta),
      channel: messenger.channel,
    },

    /** GET /auth/code-channel: where codes land, for the screens that say so before one is sent. */
    codeChannel: () => ({ channel: messenger.channel }),

    liveSession: authRepo.liveSession,
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

const passwordVersion = (passwordHash: string) => sha256(passwordHash).slice(0, 16);
const cooldownLeft = (createdAt: Date) =>
  Math.max(1, Math.ceil(OTP_RESEND_COOLDOWN_SECONDS - (Date.now() - createdAt.getTime()) / 1000));
