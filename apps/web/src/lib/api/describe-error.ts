import { ApiError, errorMessage } from './api-error.ts';

/**
 * The words to show for a failed call: the server's field errors when it gave some (a 422 says
 * only "Validation failed" otherwise), else its message, else `fallback`.
 */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.fieldErrors.length > 0) return [...new Set(error.fieldErrors.map((f) => f.message))].join(' ');
  return errorMessage(error, fallback);
}
