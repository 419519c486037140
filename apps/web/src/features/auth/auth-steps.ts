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

export const STEP_COPY: Record<AuthMode, { title: string; subtitle: string }> = {
  login: { title: 'Welcome back', subtitle: 'Sign in with your phone number and password.' },
  signup: { title: 'Create your account', subtitle: 'Buy, sell and chat with shops near you.' },
  signup_otp: { title: 'Verify your phone', subtitle: 'Enter the 6-digit code we sent you.' },
  forgot_password: { title: 'Forgot your password?', subtitle: 'We will send a code to your phone to reset it.' },
  forgot_password_otp: { title: 'Enter the reset code', subtitle: 'Enter the 6-digit code we sent you.' },
  reset_password: { title: 'Choose a new password', subtitle: 'Use at least 8 characters.' },
};
