import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreference } from '@sokoni/contracts/notifications';
import { api } from '@/lib/api/api.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';

/** GET /notifications/preferences → {preferences}: the list form of doc 2 §3. */
export async function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreference[]> {
  const { data } = await api.get('/notifications/preferences', { signal });
  return data.preferences;
}

export const notificationPreferencesQueryOptions = () =>
  // Read afresh each time the modal opens: another device may have changed them.
  queryOptions({ queryKey: queryKeys.notificationSettings.preferences(), queryFn: ({ signal }) => getNotificationPreferences(signal), staleTime: 0 });

export function useNotificationPreferences(enabled: boolean) {
  return useQuery({ ...notificationPreferencesQueryOptions(), enabled });
}
