import type { FastifyBaseLogger } from 'fastify';
import { SOCKET_EVENTS, type Notification } from '@sokoni/contracts/notifications';
import { DEFAULT_LANGUAGE } from '@sokoni/contracts/languages';
import type { PushPayload } from '@sokoni/contracts/push';
import type { Db } from '../../platform/db/client.ts';
import { inLanguage } from '../../platform/i18n/server-words.ts';
import type { NotificationEvent, Notifier } from '../../platform/notifier.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import { withActorName } from './events.ts';
import { createNotificationsRepo } from './repo.ts';
import { allowsPush, effectiveSettings } from './settings.ts';
import { actorNameOf, toNotificationView } from './view.ts';

/** Web Push delivery (modules/push), as the notifier needs it. */
type WebPush = { deliver(userId: string, payload: PushPayload): Promise<void> };

/** What the service worker shows: the stored title and message, and the page the notification opens. */
function pushPayloadOf(row: { id: string; type: string; title: string; message: string; data: Notification['data'] }): PushPayload {
  const { link, productId, shopId } = row.data;
  const url = link ?? (productId ? `/products/${productId}` : shopId ? `/shops/${shopId}` : '/browse');
  // One tag per conversation: a second message replaces the first on the lock screen.
  const tag = row.data.chatId ? `chat-${row.data.chatId}` : `${row.type}-${row.id}`;
  return { title: row.title, body: row.message, url, tag };
}

/**
 * Stores a notification and pushes `notification:new` (the shape GET /notifications returns) to
 * the recipient's devices. One read (recipient, settings, actor) and one insert; a type switched
 * off is neither created nor pushed. Never throws: a lost notification must not fail the like or
 * follow that caused it.
 */
export function createNotifier(deps: { db: Db; realtime: Realtime; log: FastifyBaseLogger; mediaUrl: MediaUrl; push?: WebPush }): Notifier {
  const { realtime, log, mediaUrl } = deps;
  const repo = createNotificationsRepo(deps.db);

  async function deliver(event: NotificationEvent) {
    if (event.actorId && event.actorId === event.recipientId) return;
    const state = await repo.recipientAndActor(event.recipientId, event.actorId);
    if (!state || state.status === 'deleted') return;
    if (event.setting && !allowsPush(effectiveSettings(state.settings), event.setting)) return;

    const actorName = actorNameOf(state.actor);
    const language = state.language ?? DEFAULT_LANGUAGE;
    // The actor is a column, and their name and avatar are read when served: not kept in data.
    const { actorId: _actorId, actorName: _name, actorAvatar: _avatar, ...data } = event.data ?? {};
    const row = await repo.insert({
      userId: event.recipientId,
      actorId: event.actorId,
      type: event.type,
      // In the recipient's language as it is now (issue 29); the actor's name goes in after.
      title: withActorName(inLanguage(language, event.title), actorName),
      message: withActorName(event.quotes ? event.message : inLanguage(language, event.message), actorName),
      data,
    });
    realtime.emitToUser(event.recipientId, SOCKET_EVENTS.notificationNew, toNotificationView(row, state.actor, mediaUrl));
    // With no tab open the app cannot show it: the browser's push service wakes the device.
    if (event.webPush && deps.push && !(await realtime.isConnected(event.recipientId))) {
      await deps.push.deliver(event.recipientId, pushPayloadOf(row));
    }
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
