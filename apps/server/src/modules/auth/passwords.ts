import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { badRequest, invalid, notFound, unauthorized } from '../../platform/http/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/security/passwords.ts';
import { sha256 } from '../../platform/security/tokens.ts';
import { normalise, type AuthDeps, type ClientMeta } from './auth-deps.ts';
import { checkCode, sendCode } from './codes.ts';
import { revokeAllSessions } from './sessions.ts';

const RESET_TOKEN_TTL_SECONDS = 10 * 60;

const passwordVersion = (passwordHash: string) => sha256(passwordHash).slice(0, 16);

export async function forgotPassword(deps: AuthDeps, input: { phoneNumber: string }, meta: ClientMeta) {
  const { usersRepo } = deps;
  const phoneNumber = normalise(input.phoneNumber);
  const user = await usersRepo.findByPhone(phoneNumber);
  if (!user) throw notFound((await usersRepo.findDeletedByPhone(phoneNumber)) ? AUTH_MESSAGES.accountClosed : AUTH_MESSAGES.noAccount);
  await sendCode(deps, phoneNumber, 'password_reset', user.language ?? meta.language);
  return { phoneNumber, channel: deps.messenger.channel };
}

export async function verifyForgotPassword(deps: AuthDeps, input: { phoneNumber: string; otp: string }, meta: ClientMeta) {
  const phoneNumber = normalise(input.phoneNumber);
  const user = await deps.usersRepo.findByPhone(phoneNumber);
  if (!user) throw notFound(AUTH_MESSAGES.noAccount);
  await checkCode(deps, phoneNumber, 'password_reset', input.otp, meta);
  const token = await deps.signer.signPurpose('password_reset', user.id, { pwv: passwordVersion(user.passwordHash) }, RESET_TOKEN_TTL_SECONDS);
  return { token, resetToken: token };
}

export async function resetPassword(deps: AuthDeps, input: { token: string; newPassword: string }) {
  const { usersRepo } = deps;
  const claims = await deps.signer.verifyPurpose(input.token, 'password_reset');
  const user = claims ? await usersRepo.findById(String(claims.sub)) : undefined;
  // The token names the password it may replace, so it works once.
  if (!claims || !user || claims.pwv !== passwordVersion(user.passwordHash)) throw badRequest(AUTH_MESSAGES.resetTokenInvalid);
  // The code reached the phone, so the number is proven even if sign-up was never finished.
  await usersRepo.update(user.id, { passwordHash: await hashPassword(input.newPassword), isPhoneVerified: true });
  await revokeAllSessions(deps, user.id, 'password_reset');
}

export async function changePassword(deps: AuthDeps, userId: string, sessionId: string, input: { currentPassword: string; newPassword: string }) {
  const { usersRepo } = deps;
  const user = await usersRepo.findById(userId);
  if (!user) throw unauthorized(AUTH_MESSAGES.tokenInvalid);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw invalid('currentPassword', AUTH_MESSAGES.currentPasswordWrong);
  }
  await usersRepo.update(userId, { passwordHash: await hashPassword(input.newPassword) });
  await revokeAllSessions(deps, userId, 'password_changed', sessionId);
}
