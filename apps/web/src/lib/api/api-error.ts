import type { FieldError } from '@sokoni/contracts/envelope';
import { CLIENT_MESSAGES } from '@sokoni/contracts/messages';

/** A failed call: the server's message when it gave one, else a doc 1 §8 fallback. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: readonly FieldError[] = [],
    readonly data: unknown = undefined,
  ) {
    super(message);
  }

  /** status 0: the request never got an answer. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  static network(): ApiError {
    return new ApiError(CLIENT_MESSAGES.networkError, 0);
  }
}

/** The message to show for any thrown value, or the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
