import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { LoginPromptOpenContext, type LoginPrompt, type LoginPromptOptions } from './login-prompt-context.ts';

// The dialog (Radix, focus trap, scroll lock: ~10 KB gzip) is not needed for the first paint.
// Guests meet it within a tap or two: the build lists its files among those the app fetches
// ahead at idle (build/view-routes-plugin.ts, LIKELY_PARTS), so opening it runs them from cache.
const LoginPromptDialog = lazy(() => import('./login-prompt-dialog.tsx').then((m) => ({ default: m.LoginPromptDialog })));

export function LoginPromptProvider({ children }: { children: ReactNode }) {
  const [prompt, setPrompt] = useState<LoginPrompt | null>(null);
  // Mounted from the first prompt on, so closing can animate.
  const [mounted, setMounted] = useState(false);
  const open = useCallback((options: LoginPromptOptions) => {
    setPrompt({ context: options.context ?? 'general', allowContinue: options.allowContinue ?? true, message: options.message });
    setMounted(true);
  }, []);

  return (
    <LoginPromptOpenContext.Provider value={open}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <LoginPromptDialog prompt={prompt} onClose={() => setPrompt(null)} />
        </Suspense>
      )}
    </LoginPromptOpenContext.Provider>
  );
}
