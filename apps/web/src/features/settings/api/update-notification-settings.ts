import type { ApiBodyOf } from '@sokoni/contracts/api-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@sokoni/contracts/notifications';
import { useToast } from '@/components/toast/toast-context.ts';
import { api } from '@/lib/api/api.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { notificationWords } from '../notification-words.ts';

export type SettingsGroup = keyof NotificationSettings;
/** One switch: `{push: {likes: false}}`. */
export type SettingsChange = ApiBodyOf<'PUT /notifications/settings'>;

/** The settings with a partial change merged in, group by group. */
export function mergeSettings(settings: NotificationSettings, change: SettingsChange): NotificationSettings {
  return {
    push: { ...settings.push, ...change.push },
    sms: { ...settings.sms, ...change.sms },
    marketingPreferences: { ...settings.marketingPreferences, ...change.marketingPreferences },
  };
}

/** PUT /notifications/settings with only what changed (doc 2 §7: a partial nested object) → {settings}. */
export async function updateNotificationSettings(change: SettingsChange): Promise<NotificationSettings> {
  const { data } = await api.put('/notifications/settings', change);
  return data.settings;
}

/** A switch moves at once; a failure puts it back and says 'Failed to update settings' (in the reader's language). */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const key = queryKeys.notificationSettings.nested();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationSettings>(key);
      if (before) queryClient.setQueryData(key, mergeSettings(before, change));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error(notificationWords.get().updateFailed);
    },
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
    // The account screen's preference list maps onto these switches.
    onSettled: () => queryClient.removeQueries({ queryKey: queryKeys.notificationSettings.preferences() }),
  });
}
