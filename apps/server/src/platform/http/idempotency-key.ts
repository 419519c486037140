import type { FastifyRequest } from 'fastify';
import { invalid } from './errors.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Idempotency-Key must be 1-128 letters, digits or - _ . :',
  reused: 'This Idempotency-Key was already used for a different request',
} as const;

// The IETF draft sends the key as a structured-field string ("…"); plain tokens are taken too.
const KEY = /^"?([A-Za-z0-9_.:-]{1,128})"?$/;

/**
 * The client's key for a post it may retry (a reply lost on a bad connection): the same key
 * returns what the first attempt made instead of making it again. Absent → undefined.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return undefined;
  const match = typeof raw === 'string' ? KEY.exec(raw.trim()) : null;
  if (!match) throw invalid('Idempotency-Key', IDEMPOTENCY_MESSAGES.invalid);
  return match[1];
}
