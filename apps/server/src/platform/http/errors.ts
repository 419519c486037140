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
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) });

/** A unique index refused the write (SQLSTATE 23505): two requests raced for the same value. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
