import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from '@sokoni/contracts/push';
import type { StoredSubscription } from './repo.ts';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };
export type SendOutcome = 'sent' | 'gone' | 'failed';

/** How long a push service keeps a message for a device that is off (a chat message is stale after a day). */
const TTL_SECONDS = 24 * 3600;
const SEND_TIMEOUT_MS = 5_000;

/**
 * Sends one encrypted Web Push message (RFC 8291, VAPID RFC 8292) through the `web-push` library.
 * `agent` lets tests trust their loopback push service's certificate.
 */
export function createPushSender(vapid: VapidKeys, options: { agent?: Agent } = {}) {
  return async function send(subscription: StoredSubscription, payload: PushPayload): Promise<SendOutcome> {
    try {
      await webpush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(payload), {
        vapidDetails: vapid,
        TTL: TTL_SECONDS,
        urgency: 'high',
        timeout: SEND_TIMEOUT_MS,
        ...(options.agent ? { agent: options.agent } : {}),
      });
      return 'sent';
    } catch (err) {
      // 404 and 410: the browser unsubscribed or the subscription expired; it will never work again.
      const status = (err as { statusCode?: number }).statusCode;
      return status === 404 || status === 410 ? 'gone' : 'failed';
    }
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
