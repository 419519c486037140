import type { AuthSession, RefreshReply, Tokens } from '@sokoni/contracts/auth';
import { REFRESH_TOKEN_TTL_SECONDS } from '@sokoni/contracts/constants';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { unauthorized } from '../../platform/http/errors.ts';
import { newRefreshToken, sha256 } from '../../platform/security/tokens.ts';
import { toUserView, type UserRow } from '../users/index.ts';
import type { AuthDeps, ClientMeta } from './auth-deps.ts';

/** A new session for a user who just proved who they are: its tokens and the user's own view. */
export async function startSession(deps: AuthDeps, user: UserRow, meta: ClientMeta): Promise<AuthSession> {
  const { authRepo, usersRepo } = deps;
  const refreshToken = newRefreshToken();
  const sessionId = await authRepo.createSession({
    userId: user.id,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    userAgent: meta.userAgent,
    ip: meta.ip,
    tokenHash: sha256(refreshToken),
  });
  const accessToken = await deps.signer.signAccess({ sub: user.id, sid: sessionId, role: user.role });
  const fresh = (await usersRepo.update(user.id, { lastLogin: new Date() })) ?? user;
  const tokens: Tokens = { accessToken, refreshToken };
  const view = toUserView(fresh, await deps.ownShop(fresh.id));
  return { user: { ...view, avatar: deps.mediaUrl(view.avatar) }, tokens, ...tokens };
}

// The sockets end even if the write fails: a half-done revocation must not leave them listening.
export async function revokeSession(deps: AuthDeps, sessionId: string, reason: string) {
  try {
    await deps.authRepo.revokeSession(sessionId, reason);
  } finally {
    deps.realtime.disconnectSessions({ sessionId });
  }
}

export async function revokeAllSessions(deps: AuthDeps, userId: string, reason: string, exceptSessionId?: string) {
  try {
    await deps.authRepo.revokeAllSessions(userId, reason, exceptSessionId);
  } finally {
    deps.realtime.disconnectSessions({ userId, exceptSessionId });
  }
}

/** Deactivation, deletion and suspension: every session ends, sockets included. */
export const endAllSessions = (deps: AuthDeps, userId: string, reason: 'account_deactivated' | 'account_deleted' | 'account_suspended') => revokeAllSessions(deps, userId, reason);

export async function refresh(deps: AuthDeps, refreshToken: string): Promise<RefreshReply> {
  const { authRepo } = deps;
  const oldHash = sha256(refreshToken);
  const row = await authRepo.findRefreshToken(oldHash);
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now() || row.userStatus !== 'active') {
    throw unauthorized(AUTH_MESSAGES.refreshInvalid);
  }
  // Contract: an already-rotated token presented again revokes the whole session, however soon
  // (the web app's tabs share one refresh, so only a copy of the token does this).
  const next = newRefreshToken();
  if (row.rotatedAt || !(await authRepo.rotateRefreshToken(oldHash, sha256(next), row.sessionId))) {
    await revokeSession(deps, row.sessionId, 'refresh_token_reuse');
    throw unauthorized(AUTH_MESSAGES.refreshInvalid);
  }
  const accessToken = await deps.signer.signAccess({ sub: row.userId, sid: row.sessionId, role: row.role });
  const tokens = { accessToken, refreshToken: next };
  return { tokens, ...tokens };
}

export async function logout(deps: AuthDeps, input: { refreshToken?: string; sessionId?: string }) {
  if (input.refreshToken) {
    const row = await deps.authRepo.findRefreshToken(sha256(input.refreshToken));
    if (row) await revokeSession(deps, row.sessionId, 'logout');
  }
  if (input.sessionId) await revokeSession(deps, input.sessionId, 'logout');
}
