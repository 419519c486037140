import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '@sokoni/contracts/notifications';
import { api } from '@/lib/api/api.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';

/** GET /notifications/settings → {settings}: the nested form of doc 2 §3. */
export async function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  const { data } = await api.get('/notifications/settings', { signal });
  return data.settings;
}

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notificationSettings.nested(), queryFn: ({ signal }) => getNotificationSettings(signal), staleTime: 60_000 });

export function useNotificationSettings(enabled: boolean) {
  return useQuery({ ...notificationSettingsQueryOptions(), enabled });
}
