import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { LoginPromptProvider } from '@/components/login-prompt/login-prompt-provider.tsx';
import { AppStatus } from '@/components/offline/app-status.tsx';
import { ToastProvider } from '@/components/toast/toast-provider.tsx';
import { NavigationProvider } from '@/lib/navigation/navigation-provider.tsx';
import { queryClient } from '@/lib/query/query-client.ts';
import { startRealtime } from '@/lib/realtime/realtime.ts';

/** The address bar's router in the browser; the server's first paint passes one fixed at the page's address. */
export type Router = ComponentType<{ children: ReactNode }>;

export function Providers({ children, Router = BrowserRouter }: { children: ReactNode; Router?: Router }) {
  // The socket follows the session from here on (sign-in, restore, sign-out).
  useEffect(startRealtime, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <Router>
          <NavigationProvider>
            <LoginPromptProvider>{children}</LoginPromptProvider>
            <AppStatus />
          </NavigationProvider>
        </Router>
      </ToastProvider>
    </QueryClientProvider>
  );
}
