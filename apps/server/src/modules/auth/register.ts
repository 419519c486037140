import { randomBytes } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { AuthSession } from '@sokoni/contracts/auth';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@sokoni/contracts/constants';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { addressKeyOf } from '../../platform/http/address-key.ts';
import { conflict, isUniqueViolation, notFound, tooMany } from '../../platform/http/errors.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { normalise, type AuthDeps, type ClientMeta } from './auth-deps.ts';
import { checkCode, sendCode } from './codes.ts';
import { startSession } from './sessions.ts';

/** Signs up a number (or signs it up again before it was verified) and sends its code. */
export async function register(deps: AuthDeps, input: { phoneNumber: string; password: string }, meta: ClientMeta) {
  const { usersRepo, limiter } = deps;
  const phoneNumber = normalise(input.phoneNumber);
  const existing = await usersRepo.findByPhone(phoneNumber);
  if (existing?.isPhoneVerified) throw conflict(AUTH_MESSAGES.phoneTaken);
  const quota = await limiter.hit(`signups:address:${addressKeyOf(meta.ip)}`, deps.signupLimitPerHour, 3600);
  if (!quota.allowed) throw tooMany(AUTH_MESSAGES.tooManySignups, quota.retryAfterSeconds);
  const passwordHash = await hashPassword(input.password);
  const pendingUser = existing ?? (await insertPending(deps, phoneNumber, passwordHash));
  if (pendingUser) {
    // Signing up again before verifying: the newest password wins, the code already sent still works.
    await usersRepo.update(pendingUser.id, { passwordHash });
  }
  const pending = await deps.authRepo.latestCode(phoneNumber, 'signup');
  const stillFresh = pending && Date.now() - pending.createdAt.getTime() < OTP_RESEND_COOLDOWN_SECONDS * 1000;
  if (!stillFresh) await sendCode(deps, phoneNumber, 'signup', existing?.language ?? meta.language);
  return { phoneNumber, requiresPhoneVerification: true as const, channel: deps.messenger.channel };
}

/** Inserts the new account; undefined when this request did, the other request's account when it raced this one. */
async function insertPending({ usersRepo }: AuthDeps, phoneNumber: string, passwordHash: string) {
  const countryCode = parsePhoneNumberFromString(phoneNumber)?.country ?? 'SZ';
  try {
    await usersRepo.insert({ phoneNumber, passwordHash, username: await uniqueUsername(usersRepo), countryCode });
    return undefined;
  } catch (err) {
    // A second request for the same number (a double tap) inserted it first: go on as a re-registration.
    if (!isUniqueViolation(err)) throw err;
    const pendingUser = await usersRepo.findByPhone(phoneNumber);
    if (!pendingUser) throw err;
    if (pendingUser.isPhoneVerified) throw conflict(AUTH_MESSAGES.phoneTaken);
    return pendingUser;
  }
}

async function uniqueUsername(usersRepo: AuthDeps['usersRepo']): Promise<string> {
  for (;;) {
    const candidate = `user_${randomBytes(4).toString('hex')}`;
    if (!(await usersRepo.usernameTaken(candidate))) return candidate;
  }
}

export async function verifySignup(deps: AuthDeps, input: { phoneNumber: string; otp: string }, meta: ClientMeta): Promise<AuthSession> {
  const { usersRepo } = deps;
  const phoneNumber = normalise(input.phoneNumber);
  const user = await usersRepo.findByPhone(phoneNumber);
  if (!user) throw notFound(AUTH_MESSAGES.noAccount);
  if (user.isPhoneVerified) throw conflict(AUTH_MESSAGES.alreadyVerified);
  await checkCode(deps, phoneNumber, 'signup', input.otp, meta);
  const verified = (await usersRepo.update(user.id, { isPhoneVerified: true, status: 'active' })) ?? user;
  return startSession(deps, verified, meta);
}
