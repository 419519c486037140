import type { z } from 'zod';
import { envelope, errorReplySchema } from '@sokoni/contracts/envelope';

const errorReplies = { '4xx': errorReplySchema, '5xx': errorReplySchema } as const;

/** A route's `schema.response`: its data in the success envelope (200), and the error envelope for every 4xx and 5xx. */
export function replies<T extends z.ZodType>(data: T) {
  return { 200: envelope(data), ...errorReplies };
}

/** The same for a route that answers 201 Created. */
export function createdReplies<T extends z.ZodType>(data: T) {
  return { 201: envelope(data), ...errorReplies };
}
