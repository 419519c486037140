import type { FieldError } from '@sokoni/contracts/envelope';

/** An error a client caused or may see: its status and message reach the client as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { errors?: FieldError[]; data?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(403, message);
export const notFound = (message = 'Resource not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const invalid = (field: string, message: string) => new AppError(422, message, { errors: [{ field, message }] });
/** 429 with `Retry-After`; `data` when the refusal says more than its words (the code cooldown's wait, as a number). */
export const tooMany = (message: string, retryAfterSeconds: number, data?: unknown) =>
  new AppError(429, message, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)), ...(data !== undefined ? { data } : {}) });

/** A unique index refused the write (SQLSTATE 23505): two requests raced for the same value. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

// Node's socket failures, and SQLSTATEs that mean "no server to talk to right now": class 08
// (connection exception), 57P01-57P03 (shutting down, crashed, starting up), 53300 (too many connections).
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300']);
const UNREACHABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused|PGlite is closed|database system is (starting up|shutting down|in recovery mode)/i;

/** The database (or its connection) is down for a moment: a 503 the client may retry, never a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
    // AggregateError (a host with several addresses, all refusing) carries its causes in `errors`.
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
