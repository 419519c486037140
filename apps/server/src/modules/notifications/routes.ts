import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@sokoni/contracts/envelope';
import {
  markAllReadSchema,
  NOTIFICATION_MESSAGES,
  notificationListQuery,
  notificationListSchema,
  notificationPreferencesReplySchema,
  notificationPreferencesSchema,
  notificationReadSchema,
  notificationSettingsReplySchema,
  unreadCountSchema,
  updateNotificationSettingsBody,
  updatePreferencesBody,
} from '@sokoni/contracts/notifications';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import { replies } from '../../platform/http/reply-schemas.ts';
import type { NotificationsService } from './service.ts';

const tags = ['notifications'];
const settings = replies(notificationSettingsReplySchema);

/** doc 1 §7.6 notifications and doc 2 §7 notification settings; all of them the caller's own. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (app, { notifications: service }) => {
  const signedIn = { onRequest: app.requireAuth };
  const userId = (request: Parameters<typeof authOf>[0]) => authOf(request).userId;

  app.get('/notifications', { ...signedIn, schema: { tags, summary: 'My notifications, newest first', querystring: notificationListQuery, response: replies(notificationListSchema) } }, async (request) =>
    ok(await service.list(userId(request), request.query)),
  );

  app.get('/notifications/unread-count', { ...signedIn, schema: { tags, summary: 'How many of my notifications are unread', response: replies(unreadCountSchema) } }, async (request) =>
    ok(await service.unreadCount(userId(request))),
  );

  app.patch('/notifications/:id/read', { ...signedIn, schema: { tags, summary: 'Mark one notification read', params: idParams, response: replies(notificationReadSchema) } }, async (request) =>
    ok(await service.markRead(userId(request), request.params.id)),
  );

  app.patch('/notifications/mark-all-read', { ...signedIn, schema: { tags, summary: 'Mark all my notifications read', response: replies(markAllReadSchema) } }, async (request) =>
    ok(await service.markAllRead(userId(request))),
  );

  app.get('/notifications/settings', { ...signedIn, schema: { tags, summary: 'My notification settings (nested form)', response: settings } }, async (request) =>
    ok(await service.settings(userId(request))),
  );

  app.put(
    '/notifications/settings',
    { ...signedIn, schema: { tags, summary: 'Change some notification settings (partial, deep-merged)', body: updateNotificationSettingsBody, response: settings } },
    async (request) => ok(await service.updateSettings(userId(request), request.body)),
  );

  app.post('/notifications/settings/reset', { ...signedIn, schema: { tags, summary: 'Notification settings back to the defaults', response: settings } }, async (request) =>
    ok(await service.resetSettings(userId(request))),
  );

  app.get('/notifications/preferences', { ...signedIn, schema: { tags, summary: 'My notification preferences (list form)', response: replies(notificationPreferencesSchema) } }, async (request) =>
    ok(await service.preferences(userId(request))),
  );

  app.put(
    '/notifications/preferences',
    { ...signedIn, schema: { tags, summary: 'Save notification preferences (list form)', body: updatePreferencesBody, response: replies(notificationPreferencesReplySchema) } },
    async (request) => ok(await service.updatePreferences(userId(request), request.body.preferences), NOTIFICATION_MESSAGES.preferencesSaved),
  );
};
