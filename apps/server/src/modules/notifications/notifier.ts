import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { Notifier } from '../../platform/notifier.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';

// TODO(notifications helper): store, respect settings, push over realtime.
export function createNotifier(_deps: { db: Db; realtime: Realtime; log: FastifyBaseLogger; mediaUrl: (key: string | null) => string | null }): Notifier {
  return { async notify() {} };
}
