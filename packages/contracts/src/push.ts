import { z } from 'zod';

/** Web Push (issue 15): what a browser registers so a closed app still hears of messages. */

export const PUSH_MESSAGES = {
  endpoint: 'endpoint must be the https address of a browser push service',
  keys: 'keys.p256dh and keys.auth are the subscription’s keys (base64url)',
  subscribed: 'Notifications are on for this device',
  unsubscribed: 'Notifications are off for this device',
  notFound: 'This device has no notification subscription of yours',
} as const;

const base64url = (min: number, max: number) => z.string(PUSH_MESSAGES.keys).regex(/^[A-Za-z0-9_-]+=*$/, PUSH_MESSAGES.keys).min(min, PUSH_MESSAGES.keys).max(max, PUSH_MESSAGES.keys);
const endpoint = z
  .string(PUSH_MESSAGES.endpoint)
  .max(2048, PUSH_MESSAGES.endpoint)
  // A plain host name or address and port: no user part, brackets or backslashes, which URL parsers
  // read differently (web-push uses Node's legacy url.parse, the server's check the WHATWG URL).
  .regex(/^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/\S*)?$/, PUSH_MESSAGES.endpoint);

/** POST /push/subscriptions: the browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionBody = z.object({
  endpoint,
  expirationTime: z.number().nullish(),
  // p256dh: an uncompressed P-256 point (65 bytes, 87 characters); auth: 16 bytes (22 characters).
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }, PUSH_MESSAGES.keys),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** DELETE /push/subscriptions. */
export const pushUnsubscribeBody = z.object({ endpoint });

/** GET /push/public-key: the VAPID key a browser subscribes with; `enabled` false when push is not configured. */
export const pushPublicKeySchema = z.object({ enabled: z.boolean(), publicKey: z.string().nullable() });
export const pushSubscribedSchema = z.object({ subscribed: z.boolean() });

/** What the service worker shows (the push message's JSON). */
export const pushPayloadSchema = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() });
export type PushPayload = z.infer<typeof pushPayloadSchema>;
