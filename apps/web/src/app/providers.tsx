import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { LoginPromptProvider } from '@/components/login-prompt/login-prompt-provider.tsx';
import { ToastProvider } from '@/components/toast/toast-provider.tsx';
import { NavigationProvider } from '@/lib/navigation/navigation-provider.tsx';
import { queryClient } from '@/lib/query/query-client.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <BrowserRouter>
          <NavigationProvider>
            <LoginPromptProvider>{children}</LoginPromptProvider>
          </NavigationProvider>
        </BrowserRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
}
