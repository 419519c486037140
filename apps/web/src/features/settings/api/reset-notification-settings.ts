import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@sokoni/contracts/notifications';
import { api } from '@/lib/api/api.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';

/** POST /notifications/settings/reset → {settings} back to the defaults of doc 2 §3. */
export async function resetNotificationSettings(): Promise<NotificationSettings> {
  const { data } = await api.post('/notifications/settings/reset');
  return data.settings;
}

export function useResetNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetNotificationSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.notificationSettings.nested(), settings);
      queryClient.removeQueries({ queryKey: queryKeys.notificationSettings.preferences() });
    },
  });
}
