import { describe, expect, it } from 'vitest';
import { ApiError, loadFailureHint } from './api-error.ts';

describe('loadFailureHint', () => {
  it('keeps a refusal the server explained, and says what to do for faults and lost connections', () => {
    expect(loadFailureHint(new ApiError('Your account is deactivated', 403))).toBe('Your account is deactivated');
    expect(loadFailureHint(new ApiError('Request failed (404)', 404, [], undefined, true))).toMatch(/try again/);
    expect(loadFailureHint(new ApiError('Internal server error', 500))).toBe('Something went wrong on our side. Please try again in a moment.');
    expect(loadFailureHint(ApiError.network())).toBe('Check your internet connection, then try again.');
    expect(loadFailureHint(new TypeError('Failed to fetch'))).toBe('Check your internet connection, then try again.');
  });
});
