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
    /** The reply carried no message of its own: `message` is the client's "Request failed (status)". */
    readonly unexplained = false,
  ) {
    super(message);
  }

  /** status 0: the request never got an answer. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  static network(): ApiError {
    // Offline, say so and what to do: "Network error" tells a buyer on a phone nothing.
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return new ApiError(offline ? CLIENT_MESSAGES.offline : CLIENT_MESSAGES.networkError, 0);
  }
}

/** doc 2 §8's "the server message or …": the error, with `fallback` as its words when the reply gave none. */
export function withFallbackMessage(error: unknown, fallback: string): unknown {
  return error instanceof ApiError && error.unexplained ? new ApiError(fallback, error.status, error.fieldErrors, error.data) : error;
}

/** The message to show for any thrown value, or the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * Under a load failure's title: what to do next. A refusal the server explained (a 4xx with its
 * own words) is shown as it is; a dropped connection or a server fault says to retry, since
 * "Network error" or "Internal server error" alone leaves a person guessing.
 */
export function loadFailureHint(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && !error.unexplained) return error.message;
  if (error instanceof ApiError && error.status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
  return 'Check your internet connection, then try again.';
}
