// The auth module's face: sign-up, sign-in, codes and sessions.
export { createAuthRepo, pruneSpentCodesAndSessions, revokeAllSessionsWith, type AuthRepo } from './repo.ts';
export { createAuthService, type AuthService } from './service.ts';
export { authRoutes } from './routes.ts';
