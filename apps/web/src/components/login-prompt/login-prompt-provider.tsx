import { LOGIN_PROMPTS } from '@sokoni/contracts/messages';
import { useCallback, useState, type ReactNode } from 'react';
import { dispatchLoginRequired } from '@/lib/events/app-events.ts';
import { Button } from '../button.tsx';
import { LockIcon } from '../icons.tsx';
import { Modal } from '../modal.tsx';
import { LoginPromptOpenContext, type LoginPromptOptions } from './login-prompt-context.ts';

/** The Login Required modal (doc 1 §2.4): Login Now, and an optional Continue Browsing. */
export function LoginPromptProvider({ children }: { children: ReactNode }) {
  const [prompt, setPrompt] = useState<Required<LoginPromptOptions> | null>(null);
  const open = useCallback((options: LoginPromptOptions) => {
    setPrompt({ context: options.context ?? 'general', allowContinue: options.allowContinue ?? true });
  }, []);
  const close = () => setPrompt(null);

  return (
    <LoginPromptOpenContext.Provider value={open}>
      {children}
      <Modal
        open={prompt !== null}
        onOpenChange={(next) => !next && close()}
        title="Login Required"
        description={prompt ? LOGIN_PROMPTS[prompt.context] : undefined}
      >
        <div className="mt-5 flex flex-col items-center">
          <div className="mb-5 flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <LockIcon />
          </div>
          <div className="flex w-full flex-col gap-2">
            <Button
              block
              size="lg"
              onClick={() => {
                close();
                dispatchLoginRequired();
              }}
            >
              Login Now
            </Button>
            {prompt?.allowContinue && (
              <Button block size="lg" variant="ghost" onClick={close}>
                Continue Browsing
              </Button>
            )}
          </div>
        </div>
      </Modal>
    </LoginPromptOpenContext.Provider>
  );
}
