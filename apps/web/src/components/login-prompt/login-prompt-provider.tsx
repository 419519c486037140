import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { LoginPromptOpenContext, type LoginPrompt, type LoginPromptOptions } from './login-prompt-context.ts';

// The dialog (Radix, focus trap, scroll lock: ~10 KB gzip) is not needed for the first paint.
const loadDialog = () => import('./login-prompt-dialog.tsx');
const LoginPromptDialog = lazy(() => loadDialog().then((m) => ({ default: m.LoginPromptDialog })));

export function LoginPromptProvider({ children }: { children: ReactNode }) {
  const [prompt, setPrompt] = useState<LoginPrompt | null>(null);
  // Mounted from the first prompt on, so closing can animate.
  const [mounted, setMounted] = useState(false);
  const open = useCallback((options: LoginPromptOptions) => {
    setPrompt({ context: options.context ?? 'general', allowContinue: options.allowContinue ?? true, message: options.message });
    setMounted(true);
  }, []);

  // Guests meet the prompt within a tap or two: fetch it once the page is idle.
  useEffect(() => {
    const preload = () => void loadDialog();
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preload, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(preload, 2000);
    return () => clearTimeout(timer);
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
