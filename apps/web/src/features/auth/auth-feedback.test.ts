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

  it('takes the wait from the reply\'s data when the message is in another language', () => {
    const words = { resendFailed: 'Imeshindwa kutuma msimbo tena', checkMessagingApp: 'Huenda msimbo wako tayari uko kwenye programu yako ya ujumbe.' };
    const swahili = new ApiError('Tafadhali subiri sekunde 37 kabla ya kuomba msimbo mpya', 429, [], { retryAfterSeconds: 37 });
    expect(resendFailure(swahili, words)).toEqual({ tone: 'success', text: words.checkMessagingApp, waitSeconds: 37 });
    const siswati = new ApiError('Sicela ulindze imizuzwana lengu-12 ngaphambi kwekucela likhodi lelisha', 429, [], { retryAfterSeconds: 12 });
    expect(resendFailure(siswati)).toMatchObject({ tone: 'success', waitSeconds: 12 });
  });

  it('keeps a translated 429 without the wait as data red (the hourly allowance)', () => {
    expect(resendFailure(new ApiError('Kucelwe emakhodi lamanyenti kakhulu kulenombolo.', 429))).toMatchObject({ tone: 'error', waitSeconds: null });
    expect(resendFailure(new ApiError('Hitilafu', 429, [], { retryAfterSeconds: 'soon' }))).toMatchObject({ tone: 'error', waitSeconds: null });
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
