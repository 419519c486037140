import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { serverRefused } from './validate-session.ts';

describe('serverRefused', () => {
  it('is the server answering 4xx to the stored session', () => {
    expect(serverRefused(new ApiError('Invalid token', 401))).toBe(true);
    expect(serverRefused(new ApiError('Account suspended', 403))).toBe(true);
  });

  it('is not a network error, a server fault, or the check cut off as the tab navigates away', () => {
    expect(serverRefused(ApiError.network())).toBe(false);
    expect(serverRefused(new ApiError('Internal error', 500))).toBe(false);
    expect(serverRefused(new DOMException('The user aborted a request.', 'AbortError'))).toBe(false);
    expect(serverRefused(new TypeError('Failed to fetch'))).toBe(false);
  });
});
