import type { FastifyBaseLogger } from 'fastify';
import { SOCKET_EVENTS } from '@sokoni/contracts/notifications';
import type { Db } from '../../platform/db/client.ts';
import type { NotificationEvent, Notifier } from '../../platform/notifier.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import { withActorName } from './events.ts';
import { createNotificationsRepo } from './repo.ts';
import { allowsPush, effectiveSettings } from './settings.ts';
import { actorNameOf, toNotificationView } from './view.ts';

/**
 * Stores a notification and pushes `notification:new` (the shape GET /notifications returns) to
 * the recipient's devices. One read (recipient, settings, actor) and one insert; a type switched
 * off is neither created nor pushed. Never throws: a lost notification must not fail the like or
 * follow that caused it.
 */
export function createNotifier(deps: { db: Db; realtime: Realtime; log: FastifyBaseLogger; mediaUrl: MediaUrl }): Notifier {
  const { realtime, log, mediaUrl } = deps;
  const repo = createNotificationsRepo(deps.db);

  async function deliver(event: NotificationEvent) {
    if (event.actorId && event.actorId === event.recipientId) return;
    const state = await repo.recipientAndActor(event.recipientId, event.actorId);
    if (!state || state.status === 'deleted') return;
    if (!allowsPush(effectiveSettings(state.settings), event.setting)) return;

    const actorName = actorNameOf(state.actor);
    // The actor is a column, and their name and avatar are read when served: not kept in data.
    const { actorId: _actorId, actorName: _name, actorAvatar: _avatar, ...data } = event.data ?? {};
    const row = await repo.insert({
      userId: event.recipientId,
      actorId: event.actorId,
      type: event.type,
      title: withActorName(event.title, actorName),
      message: withActorName(event.message, actorName),
      data,
    });
    realtime.emitToUser(event.recipientId, SOCKET_EVENTS.notificationNew, toNotificationView(row, state.actor, mediaUrl));
  }

  return {
    async notify(event) {
      try {
        await deliver(event);
      } catch (err) {
        log.warn({ err, type: event.type, recipientId: event.recipientId }, 'notification not delivered');
      }
    },
  };
}
