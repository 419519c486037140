import { createAuthRepo, createAuthService, revokeAllSessionsWith } from '../modules/auth/index.ts';
import { ownShopOf } from '../modules/shops/index.ts';
import { createUsersRepo, createUsersService } from '../modules/users/index.ts';
import { createRealtime } from '../platform/realtime/socket.ts';
import type { ServicesInput } from './services-input.ts';
import type { Adapters } from './adapters.ts';

/** Accounts and sessions, and the socket that checks them. */
export function buildAccountServices(input: ServicesInput, a: Adapters) {
  const { config, log } = input;
  const { db } = input.database;
  const { signer, mediaUrl } = a;
  const usersRepo = createUsersRepo(db);
  const authRepo = createAuthRepo(db);
  // An account's record names its shop (shops sit above users and auth: handed in from here).
  const ownShop = (ownerId: string) => ownShopOf(db, ownerId);
  const realtime = createRealtime({
    httpServer: input.httpServer,
    authenticate: async (token) => {
      const claims = await signer.verifyAccess(token);
      if (typeof claims === 'string') return null;
      const live = await authRepo.liveSession(claims.sid, claims.sub);
      return live ? { userId: claims.sub, sessionId: claims.sid, language: live.language } : null;
    },
    redisUrl: config.redisUrl,
    redisPrefix: a.redisPrefix,
    log,
  });
  const auth = createAuthService({
    authRepo,
    usersRepo,
    signer,
    messenger: a.messenger,
    limiter: a.limiter,
    codeSecret: config.jwtSecret,
    signupLimitPerHour: config.signupLimitPerHour,
    log,
    mediaUrl,
    realtime,
    ownShop,
  });
  const users = createUsersService({ usersRepo, mediaUrl, mediaKeyOf: a.mediaKeyOf, ownShop, endSessionsWith: revokeAllSessionsWith });
  return { usersRepo, realtime, auth, users };
}
export type AccountServices = ReturnType<typeof buildAccountServices>;
