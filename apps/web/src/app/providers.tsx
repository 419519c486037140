import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { LoginPromptProvider } from '@/components/login-prompt/login-prompt-provider.tsx';
import { AppStatus } from '@/components/offline/app-status.tsx';
import { ToastProvider } from '@/components/toast/toast-provider.tsx';
import { NavigationProvider } from '@/lib/navigation/navigation-provider.tsx';
import { queryClient } from '@/lib/query/query-client.ts';
import { startRealtime } from '@/lib/realtime/realtime.ts';

export function Providers({ children }: { children: ReactNode }) {
  // The socket follows the session from here on (sign-in, restore, sign-out).
  useEffect(startRealtime, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <BrowserRouter>
          <NavigationProvider>
            <LoginPromptProvider>{children}</LoginPromptProvider>
            <AppStatus />
          </NavigationProvider>
        </BrowserRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
}
