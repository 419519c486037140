/** The words of doc 1 §8, doc 1 §2.4 and the contract, in one place for server and client. */
export const HTTP_STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: 'Not authenticated',
  403: 'Not authorized',
  404: 'Resource not found',
  409: 'Resource conflict',
  422: 'Validation failed',
  429: 'Too many requests',
  500: 'Internal server error',
};

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid phone number or password',
  phoneNotVerified: 'Please verify your phone number to continue',
  phoneTaken: 'An account with this phone number already exists',
  alreadyVerified: 'This phone number is already verified. Please sign in.',
  noAccount: 'No account found with this phone number',
  codeSent: 'Verification code sent to your phone',
  codeResent: 'New verification code sent',
  resetCodeSent: 'OTP sent to your phone',
  codeInvalid: 'Invalid verification code',
  codeExpired: 'This code has expired. Please request a new one.',
  codeTooManyTries: 'Too many incorrect attempts. Please request a new code.',
  noActiveCode: 'No active code for this number. Please request a new one.',
  tooManyLogins: 'Too many failed sign-in attempts. Please try again later.',
  tooManyCodes: 'Too many codes requested for this number. Please try again later.',
  tooManySignups: 'Too many accounts created from this network. Please try again later.',
  otpVerified: 'OTP verified. Enter your new password.',
  passwordReset: 'Password reset successfully! You can now sign in.',
  accountCreated: 'Account created successfully!',
  loggedIn: 'Signed in successfully',
  loggedOut: 'Signed out successfully',
  resetTokenInvalid: 'This password reset link has expired. Please request a new code.',
  refreshInvalid: 'Invalid or expired refresh token',
  authRequired: 'Authentication required',
  tokenExpired: 'Token expired',
  tokenInvalid: 'Invalid or expired token',
  passwordChanged: 'Password changed successfully',
  currentPasswordWrong: 'Current password is incorrect',
  accountSuspended: 'This account has been suspended. Contact support.',
  /** Forgot password for a number whose only account was deleted (no date: no password was given). */
  accountClosed: 'The account with this phone number was closed. Create a new account to use Sokoni again.',
  codeNotSent: 'We could not send the code right now. Please try again in a minute.',
} as const;

/** Signing in to a deleted account with its right password (a wrong one is the usual 401). */
export function accountClosedOnMessage(closedAt: Date): string {
  const day = closedAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `This account was closed on ${day}. Create a new account to use Sokoni again.`;
}

/** A wrong code's field message: how many of its tries are left. */
export function triesLeftMessage(left: number): string {
  return `${AUTH_MESSAGES.codeInvalid}. ${left} ${left === 1 ? 'try' : 'tries'} left.`;
}

export function waitBeforeResendMessage(seconds: number): string {
  return `Please wait ${seconds} seconds before requesting a new code`;
}

/** doc 1 §2.4: the Login Required prompt's words by context. */
export const LOGIN_PROMPTS = {
  general: 'Please login to access all features.',
  like: 'Sign in to like products and save your favorites!',
  bookmark: 'Sign in to save products for later!',
  follow: 'Sign in to follow shops and get updates on new products!',
  comment: 'Sign in to comment and interact with other users!',
} as const;
export type LoginPromptContext = keyof typeof LOGIN_PROMPTS;

/** doc 1 §8: client-side fallbacks when the server gives no message. */
export const CLIENT_MESSAGES = {
  requestFailed: (status: number) => `Request failed (${status})`,
  networkError: 'Network error',
  offline: "You're offline. Connect to the internet, then try again.",
  invalidJson: 'Server returned invalid JSON',
  tokenExpired: 'Token expired',
  anErrorOccurred: 'An error occurred',
  refreshFailed: 'Failed to refresh token',
  tokenRefreshFailed: 'Token refresh failed',
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  otpFailed: 'OTP verification failed',
  sendOtpFailed: 'Failed to send OTP',
  sendResetFailed: 'Failed to send reset code',
  resetFailed: 'Password reset failed',
  resendFailed: 'Failed to resend OTP',
  refreshUserFailed: 'Failed to refresh user data',
  invalidServerResponse: 'Invalid response from server',
  passwordsDoNotMatch: 'Passwords do not match',
  checkMessagingApp:
    'Your code may already be in your messaging app — please check it. If it has not arrived, wait a moment before asking for a new one.',
  failedToLoadProducts: 'Failed to load products',
  noProductsYet: 'No products available yet',
} as const;

/** Every string the API receives (issue 9): PostgreSQL cannot store U+0000, and half a surrogate pair is not text. */
export const TEXT_MESSAGES = {
  nullCharacter: 'Text must not contain control character U+0000',
  loneSurrogate: 'Text must not contain an unpaired surrogate (broken Unicode)',
} as const;
