import { z } from 'zod';
import { OTP_TYPES } from './auth.ts';
import { errorReplySchema, listLimit } from './envelope.ts';

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

/**
 * `GET /api/health/ready`, for a load balancer: 200 while this process takes new traffic; 503 when
 * it is draining for shutdown or cannot reach its database or Redis (`off`: none configured).
 */
export const readinessSchema = z.object({
  ready: z.boolean(),
  draining: z.boolean(),
  db: z.enum(['ok', 'down']),
  redis: z.enum(['ok', 'down', 'off']),
});
export const notReadySchema = errorReplySchema.extend({ data: readinessSchema });

/** GET /dev/outbox (development only): the codes "sent" to one number. */
export const OUTBOX_PHONE_REQUIRED = 'phoneNumber is required: the outbox lists the codes of one number only';
export const outboxQuery = z.object({
  phoneNumber: z.string({ error: OUTBOX_PHONE_REQUIRED }).trim().min(1, OUTBOX_PHONE_REQUIRED).max(32),
  limit: listLimit(20),
});
export const outboxSchema = z.object({
  messages: z.array(z.object({ to: z.string(), type: z.enum(OTP_TYPES), code: z.string(), text: z.string(), createdAt: z.string() })),
});
