import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreference } from '@sokoni/contracts/notifications';
import { api } from '@/lib/api/api.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';

/** PUT /notifications/preferences {preferences} → the saved list and the nested settings it maps onto. */
export async function updateNotificationPreferences(preferences: NotificationPreference[]) {
  const { data } = await api.put('/notifications/preferences', { preferences: preferences.map(({ id, enabled }) => ({ id, enabled })) });
  return data;
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: ({ preferences, settings }) => {
      queryClient.setQueryData(queryKeys.notificationSettings.preferences(), preferences);
      // Settings' notifications screen shows the same switches in the nested form.
      queryClient.setQueryData(queryKeys.notificationSettings.nested(), settings);
    },
  });
}
