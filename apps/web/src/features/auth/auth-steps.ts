import type { authWords } from './auth-words.ts';
/** doc 1 §2.4/§4.2: the six modes of the authentication screen, with what each one carries. */
export type AuthStep =
  | { mode: 'login' }
  | { mode: 'signup' }
  | { mode: 'signup_otp'; phoneNumber: string }
  | { mode: 'forgot_password' }
  | { mode: 'forgot_password_otp'; phoneNumber: string }
  | { mode: 'reset_password'; phoneNumber: string; resetToken: string };
export type AuthMode = AuthStep['mode'];

export function initialStep(mode: string | undefined): AuthStep {
  return mode === 'signup' ? { mode: 'signup' } : { mode: 'login' };
}

/** Back from a code screen returns to signup or forgot_password; the rest return to login. */
export function previousStep(step: AuthStep): AuthStep {
  switch (step.mode) {
    case 'signup_otp':
      return { mode: 'signup' };
    case 'forgot_password_otp':
    case 'reset_password':
      return { mode: 'forgot_password' };
    default:
      return { mode: 'login' };
  }
}

type Words = keyof ReturnType<typeof authWords.get>;

/** Each mode's heading and the line under it (words in auth-words.ts). */
export const STEP_COPY: Record<AuthMode, { title: Words; subtitle: Words }> = {
  login: { title: 'loginTitle', subtitle: 'loginSubtitle' },
  signup: { title: 'signupTitle', subtitle: 'signupSubtitle' },
  signup_otp: { title: 'signupOtpTitle', subtitle: 'codeSubtitle' },
  forgot_password: { title: 'forgotTitle', subtitle: 'forgotSubtitle' },
  forgot_password_otp: { title: 'resetOtpTitle', subtitle: 'codeSubtitle' },
  reset_password: { title: 'resetTitle', subtitle: 'resetSubtitle' },
};
