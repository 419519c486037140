import type { Language } from '@sokoni/contracts/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import type { TokenSigner } from '../security/tokens.ts';
import { bearerToken } from './bearer.ts';
import { forbidden, unauthorized } from './errors.ts';

/** `language`: the account's chosen language (issue 29), null until chosen. */
export type AuthContext = { userId: string; sessionId: string; role: string; language: Language | null };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook: 401 unless a valid access token of a live session is presented. onRequest,
     * not preHandler: who is calling is checked before the body is read or validated (no 422 for a guest).
     */
    requireAuth: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: reads the token when present; a bad one is still a 401 so the client refreshes. */
    optionalAuth: (request: FastifyRequest) => Promise<void>;
    requireRole: (...roles: string[]) => (request: FastifyRequest) => Promise<void>;
  }
}

export type SessionResolver = (sessionId: string, userId: string) => Promise<{ role: string; language: Language | null } | null>;

/**
 * Access tokens are JWTs, but each request also checks that the session is live and the account
 * active (one primary-key lookup), so sign-out, deletion and reuse detection bite at once.
 */
export const authGuard = fp<{ signer: TokenSigner; resolveSession: SessionResolver }>(async (app: FastifyInstance, opts) => {
  app.decorateRequest('auth', null);

  async function authenticate(request: FastifyRequest, required: boolean) {
    const token = bearerToken(request.headers.authorization);
    if (!token) {
      if (required) throw unauthorized(AUTH_MESSAGES.authRequired);
      return;
    }
    const claims = await opts.signer.verifyAccess(token);
    if (claims === 'expired') throw unauthorized(AUTH_MESSAGES.tokenExpired);
    if (claims === 'invalid') throw unauthorized(AUTH_MESSAGES.tokenInvalid);
    const live = await opts.resolveSession(claims.sid, claims.sub);
    if (!live) throw unauthorized(AUTH_MESSAGES.tokenInvalid);
    request.auth = { userId: claims.sub, sessionId: claims.sid, role: live.role, language: live.language };
  }

  app.decorate('requireAuth', (request: FastifyRequest) => authenticate(request, true));
  app.decorate('optionalAuth', (request: FastifyRequest) => authenticate(request, false));
  app.decorate('requireRole', (...roles: string[]) => async (request: FastifyRequest) => {
    await authenticate(request, true);
    if (!roles.includes(request.auth!.role)) throw forbidden();
  });
});

/** The signed-in caller; only for routes behind requireAuth. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(AUTH_MESSAGES.authRequired);
  return request.auth;
}
