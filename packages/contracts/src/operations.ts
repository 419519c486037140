import { z } from 'zod';
import { OTP_TYPES } from './auth.ts';
import { errorReplySchema } from './envelope.ts';

/** What the operations routes send: the health check and the development outbox. */

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptimeSeconds: z.number(),
});
/** 503: the same report inside the error envelope, so a monitor reads one shape either way. */
export const healthDownSchema = errorReplySchema.extend({ data: healthSchema });

export const outboxSchema = z.object({
  messages: z.array(z.object({ to: z.string(), type: z.enum(OTP_TYPES), code: z.string(), text: z.string(), createdAt: z.string() })),
});
