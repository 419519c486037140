import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionBody } from '@sokoni/contracts/push';
import type { Db } from '../../platform/db/client.ts';
import { pushSubscriptions } from '../../platform/db/schema.ts';

export type StoredSubscription = { endpoint: string; p256dh: string; auth: string };

export function createPushRepo(db: Db) {
  return {
    /** A browser belongs to whoever subscribed it last (one row per endpoint). */
    async save(userId: string, body: PushSubscriptionBody): Promise<void> {
      const keys = { p256dh: body.keys.p256dh, auth: body.keys.auth };
      await db
        .insert(pushSubscriptions)
        .values({ userId, endpoint: body.endpoint, ...keys })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, ...keys } });
    },

    /** Only the owner's own row goes; false when they have none at that endpoint. */
    async remove(userId: string, endpoint: string): Promise<boolean> {
      const gone = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return gone.length > 0;
    },

    /** The push service said the subscription no longer exists. */
    async forget(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    forUser(userId: string): Promise<StoredSubscription[]> {
      return db
        .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
    },
  };
}
