import { CLIENT_MESSAGES } from '@sokoni/contracts/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { resendFailure, waitSeconds } from './auth-feedback.ts';
import { previousStep } from './auth-steps.ts';

describe('resend feedback (doc 1 §8)', () => {
  it('reads the seconds out of a wait message', () => {
    expect(waitSeconds('Please wait 42 seconds before requesting a new code')).toBe(42);
    expect(waitSeconds('Invalid verification code')).toBeNull();
  });

  it('turns "please wait" into the friendly green messaging-app note', () => {
    const feedback = resendFailure(new ApiError('Please wait 60 seconds before requesting a new code', 429));
    expect(feedback).toEqual({ tone: 'success', text: CLIENT_MESSAGES.checkMessagingApp, waitSeconds: 60 });
  });

  it('keeps other failures red, with the fallback when the server says nothing', () => {
    expect(resendFailure(new ApiError('No account found with this phone number', 404))).toMatchObject({ tone: 'error' });
    expect(resendFailure(new Error(''))).toMatchObject({ tone: 'error', text: CLIENT_MESSAGES.resendFailed });
  });
});

describe('auth steps (doc 1 §4.2)', () => {
  it('goes back from a code screen to signup or forgot_password', () => {
    expect(previousStep({ mode: 'signup_otp', phoneNumber: '+26879000000' })).toEqual({ mode: 'signup' });
    expect(previousStep({ mode: 'forgot_password_otp', phoneNumber: '+26879000000' })).toEqual({ mode: 'forgot_password' });
    expect(previousStep({ mode: 'signup' })).toEqual({ mode: 'login' });
  });
});
