import { bindUseCases } from '../../platform/use-cases.ts';
import type { AuthDeps } from './auth-deps.ts';
import { checkCode, resendCode, sendCode } from './codes.ts';
import { login } from './login.ts';
import { changePassword, forgotPassword, resetPassword, verifyForgotPassword } from './passwords.ts';
import { register, verifySignup } from './register.ts';
import { endAllSessions, logout, refresh } from './sessions.ts';

export type { ClientMeta } from './auth-deps.ts';

/** Sign-up, sign-in, codes and sessions. */
export function createAuthService(deps: AuthDeps) {
  const { messenger } = deps;
  return {
    ...bindUseCases(deps, { register, verifySignup, login, refresh, logout, forgotPassword, verifyForgotPassword, resetPassword, resendCode, changePassword, endAllSessions }),

    /** The code rules of sign-up (6 digits, 10 min, 5 tries, 60 s cooldown) for other kinds of code (phone re-verification). */
    codes: { ...bindUseCases(deps, { send: sendCode, check: checkCode }), channel: messenger.channel },

    /** GET /auth/code-channel: where codes land, for the screens that say so before one is sent. */
    codeChannel: () => ({ channel: messenger.channel }),

    liveSession: deps.authRepo.liveSession,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
