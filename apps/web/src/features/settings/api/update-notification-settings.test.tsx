import { NOTIFICATION_MESSAGES, type NotificationSettings } from '@sokoni/contracts/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/toast/toast-provider.tsx';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { useUpdateNotificationSettings } from './update-notification-settings.ts';

const SETTINGS: NotificationSettings = {
  push: { likes: true } as NotificationSettings['push'],
  sms: {} as NotificationSettings['sms'],
  marketingPreferences: {} as NotificationSettings['marketingPreferences'],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useUpdateNotificationSettings', () => {
  it('a refused change puts the switch back and says so in the catalog words', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"success":false,"message":"Internal server error"}', { status: 500 })));
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    client.setQueryData(queryKeys.notificationSettings.nested(), SETTINGS);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useUpdateNotificationSettings(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ push: { likes: false } }).catch(() => undefined);
    });
    expect(await screen.findByText(NOTIFICATION_MESSAGES.updateSettingsFailed)).toBeTruthy();
    expect(client.getQueryData<NotificationSettings>(queryKeys.notificationSettings.nested())?.push.likes).toBe(true);
  });
});
