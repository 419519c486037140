import type { AuthSession } from '@sokoni/contracts/auth';
import { AUTH_MESSAGES, accountClosedOnMessage } from '@sokoni/contracts/messages';
import { normalizePhoneNumber } from '@sokoni/contracts/phone';
import { addressKeyOf } from '../../platform/http/address-key.ts';
import { AppError, forbidden, tooMany, unauthorized } from '../../platform/http/errors.ts';
import type { Limiter } from '../../platform/limiter.ts';
import { burnPasswordCheck, verifyPassword } from '../../platform/security/passwords.ts';
import type { UserRow } from '../users/index.ts';
import type { AuthDeps, ClientMeta } from './auth-deps.ts';
import { startSession } from './sessions.ts';

// Per-number and per-address rules of the contract; they do not move with RATE_LIMIT_PER_MINUTE.
// Many people share one address behind a mobile carrier's NAT, so a lock that stops the right
// password is keyed on address plus number; the per-address ceilings only stop wrong guesses.
const LOGIN_FAILS_PER_NUMBER_FROM_ADDRESS = { max: 5, windowSeconds: 15 * 60 };
// Guessing one number from many addresses: high enough that locking someone out takes a botnet.
const LOGIN_FAILS_PER_NUMBER = { max: 25, windowSeconds: 60 * 60 };
const LOGIN_FAILS_PER_ADDRESS = { max: 30, windowSeconds: 15 * 60 };

type FailKeys = { pairKey: string; numberKey: string; addressKey: string };

export async function login(deps: AuthDeps, input: { identifier: string; password: string }, meta: ClientMeta): Promise<AuthSession> {
  const { usersRepo, limiter } = deps;
  const phoneNumber = normalizePhoneNumber(input.identifier);
  const keys = failKeysOf(phoneNumber ?? input.identifier.slice(0, 64), meta);
  for (const [key, rule] of [[keys.pairKey, LOGIN_FAILS_PER_NUMBER_FROM_ADDRESS], [keys.numberKey, LOGIN_FAILS_PER_NUMBER]] as const) {
    const state = await limiter.peek(key, rule.max);
    if (!state.allowed) throw tooMany(AUTH_MESSAGES.tooManyLogins, state.retryAfterSeconds);
  }
  const live = phoneNumber ? await usersRepo.findByPhone(phoneNumber) : undefined;
  // A number with no live account may have a deleted one (until the purge): its owner is told it was closed.
  const closed = !live && phoneNumber ? await usersRepo.findDeletedByPhone(phoneNumber) : undefined;
  const user = live ?? closed;
  const passwordOk = user ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password), false);
  if (!user || !passwordOk) return refuseWrongPassword(limiter, keys);
  await limiter.reset(keys.pairKey);
  // Only after the right password: a stranger learns nothing about the account.
  if (closed) throw forbidden(accountClosedOnMessage(closed.closedAt ?? closed.updatedAt));
  return startSession(deps, await signInAllowed(deps, user), meta);
}

function failKeysOf(number: string, meta: ClientMeta): FailKeys {
  const address = addressKeyOf(meta.ip);
  return {
    pairKey: `login-fails:address-number:${address}:${number}`,
    numberKey: `login-fails:number:${number}`,
    addressKey: `login-fails:address:${address}`,
  };
}

/** A wrong guess counts against the number from this address, the number, and the address. */
async function refuseWrongPassword(limiter: Limiter, keys: FailKeys): Promise<never> {
  await limiter.hit(keys.pairKey, LOGIN_FAILS_PER_NUMBER_FROM_ADDRESS.max, LOGIN_FAILS_PER_NUMBER_FROM_ADDRESS.windowSeconds);
  await limiter.hit(keys.numberKey, LOGIN_FAILS_PER_NUMBER.max, LOGIN_FAILS_PER_NUMBER.windowSeconds);
  const address = await limiter.hit(keys.addressKey, LOGIN_FAILS_PER_ADDRESS.max, LOGIN_FAILS_PER_ADDRESS.windowSeconds);
  if (!address.allowed) throw tooMany(AUTH_MESSAGES.tooManyLogins, address.retryAfterSeconds);
  throw unauthorized(AUTH_MESSAGES.invalidCredentials);
}

/** The account that may sign in with the right password: not suspended, verified; a deactivated one comes back. */
async function signInAllowed({ usersRepo }: AuthDeps, user: UserRow): Promise<UserRow> {
  if (user.status === 'suspended') throw forbidden(AUTH_MESSAGES.accountSuspended);
  if (!user.isPhoneVerified) {
    throw new AppError(403, AUTH_MESSAGES.phoneNotVerified, {
      data: { requiresPhoneVerification: true, phoneNumber: user.phoneNumber },
    });
  }
  // Contract: a deactivated account comes back by signing in again.
  return user.status === 'deactivated' ? ((await usersRepo.update(user.id, { status: 'active', closedAt: null, closureReason: null })) ?? user) : user;
}
