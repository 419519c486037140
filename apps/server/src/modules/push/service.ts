import type { FastifyBaseLogger } from 'fastify';
import { PUSH_MESSAGES, type PushPayload, type PushSubscriptionBody } from '@sokoni/contracts/push';
import type { Db } from '../../platform/db/client.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import { createPushRepo } from './repo.ts';
import { isPushHost, type PushReach } from './push-address.ts';
import type { PushSender } from './sender.ts';

export type PushDeps = {
  db: Db;
  log: FastifyBaseLogger;
  publicKey: string | null;
  send: PushSender | null;
  /** The push services an endpoint may be on (a host or its subdomains); null: any https host. */
  serviceHosts: readonly string[] | null;
  /** Lets subscriptions name loopback: only a test's push service, never configuration. */
  reach?: PushReach;
};

const onHost = (hostname: string, allowed: string) => hostname === allowed || hostname.endsWith(`.${allowed}`);

/** Web Push subscriptions and delivery; without VAPID keys it is off (`enabled: false`, nothing sent). */
export function createPushService(deps: PushDeps) {
  const repo = createPushRepo(deps.db);
  const reach = deps.reach ?? { allowLoopback: false };
  return {
    publicKey: () => ({ enabled: deps.send !== null, publicKey: deps.publicKey }),

    async subscribe(userId: string, body: PushSubscriptionBody) {
      const hostname = URL.canParse(body.endpoint) ? new URL(body.endpoint).hostname : null;
      const refused = !hostname || !isPushHost(hostname, reach) || (deps.serviceHosts && !deps.serviceHosts.some((allowed) => onHost(hostname, allowed)));
      if (refused) throw invalid('endpoint', PUSH_MESSAGES.endpoint);
      await repo.save(userId, body);
      return { subscribed: true };
    },

    async unsubscribe(userId: string, endpoint: string) {
      if (!(await repo.remove(userId, endpoint))) throw notFound(PUSH_MESSAGES.notFound);
      return { subscribed: false };
    },

    /** Every device of the person; a subscription its push service says is gone is forgotten. Never throws. */
    async deliver(userId: string, payload: PushPayload): Promise<void> {
      const { send } = deps;
      if (!send) return;
      try {
        const subscriptions = await repo.forUser(userId);
        await Promise.all(
          subscriptions.map(async (subscription) => {
            const outcome = await send(subscription, payload);
            if (outcome === 'gone' || outcome === 'refused') await repo.forget(subscription.endpoint);
            if (outcome === 'refused') deps.log.warn({ userId }, 'web push endpoint refused: it resolves to an address push may not reach; subscription forgotten');
            if (outcome === 'failed') deps.log.warn({ userId }, 'web push not accepted by the push service');
          }),
        );
      } catch (err) {
        deps.log.warn({ err, userId }, 'web push failed');
      }
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
