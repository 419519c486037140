import { toPagination } from '@sokoni/contracts/envelope';
import { NOTIFICATION_MESSAGES, type MarkAllRead, type NotificationList, type NotificationRead } from '@sokoni/contracts/notifications';
import { notFound } from '../../platform/http/errors.ts';
import type { MediaUrl } from '../../platform/media-url.ts';
import type { ListFilter, NotificationsRepo } from './repo.ts';
import { effectiveSettings, patchFromPreferences, preferencesOf, type SettingsPatch } from './settings.ts';
import { toNotificationView } from './view.ts';

export function createNotificationsService(deps: { repo: NotificationsRepo; mediaUrl: MediaUrl }) {
  const { repo, mediaUrl } = deps;

  return {
    async list(userId: string, filter: ListFilter): Promise<NotificationList> {
      const { rows, total, unreadCount } = await repo.list(userId, filter);
      return {
        notifications: rows.map((r) => toNotificationView(r.row, r.actor, mediaUrl)),
        pagination: toPagination(filter.page, filter.limit, total),
        unreadCount,
      };
    },

    /** Another user's notification is "not found", never "forbidden": ids reveal nothing. */
    async markRead(userId: string, id: string): Promise<NotificationRead> {
      const hit = await repo.markRead(userId, id);
      if (!hit) throw notFound(NOTIFICATION_MESSAGES.notFound);
      return { notification: toNotificationView(hit.row, hit.actor, mediaUrl), unreadCount: await repo.unreadCount(userId) };
    },

    unreadCount: async (userId: string) => ({ unreadCount: await repo.unreadCount(userId) }),

    markAllRead: async (userId: string): Promise<MarkAllRead> => ({ updated: await repo.markAllRead(userId), unreadCount: 0 }),

    async settings(userId: string) {
      return { settings: effectiveSettings((await repo.settings(userId))?.settings) };
    },

    async updateSettings(userId: string, patch: SettingsPatch) {
      return { settings: effectiveSettings((await repo.mergeSettings(userId, patch)).settings) };
    },

    /** Everything back to the defaults, the list-only preferences too. */
    async resetSettings(userId: string) {
      await repo.resetSettings(userId);
      return { settings: effectiveSettings(null) };
    },

    async preferences(userId: string) {
      const stored = await repo.settings(userId);
      return { preferences: preferencesOf(effectiveSettings(stored?.settings), stored?.preferences) };
    },

    async updatePreferences(userId: string, items: { id: string; enabled: boolean }[]) {
      const patch = patchFromPreferences(items);
      const stored = await repo.mergeSettings(userId, patch.settings, patch.listOnly);
      const settings = effectiveSettings(stored.settings);
      return { preferences: preferencesOf(settings, stored.preferences), settings };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
