import { Agent } from 'node:https';
import { isIP } from 'node:net';
import webpush from 'web-push';
import type { PushPayload } from '@sokoni/contracts/push';
import { checkedLookup, isPushAddress, PushAddressRefused, type PushReach } from './push-address.ts';
import type { StoredSubscription } from './repo.ts';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };
/** `refused`: the endpoint is (or resolves to) an address push may not reach; nothing connected. */
export type SendOutcome = 'sent' | 'gone' | 'failed' | 'refused';

/** How long a push service keeps a message for a device that is off (a chat message is stale after a day). */
const TTL_SECONDS = 24 * 3600;
const SEND_TIMEOUT_MS = 5_000;

/**
 * Sends one encrypted Web Push message (RFC 8291, VAPID RFC 8292) through the `web-push` library,
 * over an agent whose every connection goes to a checked public address (push-address.ts).
 * `testService` (tests only, never configuration) trusts a loopback push service's certificate
 * and lets messages reach it.
 */
export function createPushSender(vapid: VapidKeys, options: { testService?: { ca: string } } = {}) {
  const reach: PushReach = { allowLoopback: Boolean(options.testService) };
  const agent = new Agent({ keepAlive: true, lookup: checkedLookup(reach), ...(options.testService ? { ca: options.testService.ca } : {}) });
  return async function send(subscription: StoredSubscription, payload: PushPayload): Promise<SendOutcome> {
    try {
      // The WHATWG form (`0x7f000001` → `127.0.0.1`) is what was checked; web-push parses it again.
      const endpoint = new URL(subscription.endpoint);
      // A socket skips `lookup` for an address: check it here.
      const host = endpoint.hostname.replace(/^\[(.*)\]$/, '$1');
      if (isIP(host) && !isPushAddress(host, reach)) return 'refused';
      await webpush.sendNotification({ endpoint: endpoint.href, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(payload), {
        vapidDetails: vapid,
        TTL: TTL_SECONDS,
        urgency: 'high',
        timeout: SEND_TIMEOUT_MS,
        agent,
      });
      return 'sent';
    } catch (err) {
      if (err instanceof PushAddressRefused) return 'refused';
      // 404 and 410: the browser unsubscribed or the subscription expired; it will never work again.
      const status = (err as { statusCode?: number }).statusCode;
      return status === 404 || status === 410 ? 'gone' : 'failed';
    }
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
