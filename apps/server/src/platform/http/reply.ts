import type { ApiSuccess } from '@sokoni/contracts/envelope';

/** The success envelope of the contract. */
export function ok<T>(data: T, message?: string): ApiSuccess<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}
