import { z } from 'zod';
import { idSchema } from './envelope.ts';
import { notificationSchema } from './notifications.ts';
import { OFFER_STATUSES } from './offer-rules.ts';

/**
 * The realtime event map (contract: `message:new`, `message:read`, `chat:typing`,
 * `notification:new`): every event either side may send, with its payload's schema. The server
 * validates what clients send against `clientEvents`; both sides are typed from these (see the
 * types in `realtime.ts`, which the web app imports without zod).
 */

/** A chat message as it is pushed; the messaging issue's reply shapes (doc 2 §3) refine it. */
const pushedMessage = z
  .object({
    id: z.string(),
    _id: z.string(),
    chatId: z.string(),
    senderId: z.string(),
    content: z.string(),
    createdAt: z.string(),
  })
  .loose();

export const serverEvents = {
  'notification:new': notificationSchema,
  /** To both participants' devices and the conversation's room; `clientKey` is the sender's temp id. */
  'message:new': z.object({ chatId: z.string(), message: pushedMessage, clientKey: z.string().optional() }),
  /** The reader has read the chat up to and including `lastReadMessageId`. */
  'message:read': z.object({ chatId: z.string(), readerId: z.string(), lastReadMessageId: z.string().optional(), readAt: z.string() }),
  'chat:typing': z.object({ chatId: z.string(), userId: z.string(), isTyping: z.boolean() }),
  /** To a seller's devices: a listing made from a video finished processing (or failed). */
  'product:processed': z.object({ productId: z.string(), shopId: z.string(), status: z.enum(['completed', 'failed']) }),
  /** To an offer's buyer and shop owner: it changed without a step of theirs (it expired), issue 28. */
  'offer:updated': z.object({ offerId: z.string(), status: z.enum(OFFER_STATUSES), chatId: z.string().nullable() }),
} as const;

const chatRef = z.object({ chatId: idSchema });

export const clientEvents = {
  /** Join a conversation's room (participants only) to hear its typing and reads while it is open. */
  'chat:join': chatRef,
  'chat:leave': chatRef,
  'chat:typing': chatRef.extend({ isTyping: z.boolean() }),
} as const;

/** What the server answers a client event with (its acknowledgement): the API's envelope. */
export const ackSchema = z.union([
  z.object({ success: z.literal(true), data: z.unknown().optional() }),
  z.object({ success: z.literal(false), message: z.string(), errors: z.array(z.object({ field: z.string(), message: z.string() })).optional() }),
]);
