import { dispatchLoginRequired } from '@/lib/events/app-events.ts';
import { Button } from '../button.tsx';
import { LockIcon } from '../icons.tsx';
import { Modal } from '../modal.tsx';
import type { LoginPrompt } from './login-prompt-context.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { loginPromptWords } from './login-prompt-words.ts';

type Props = { prompt: LoginPrompt | null; onClose: () => void };

/** The Login Required modal (doc 1 §2.4): Login Now, and an optional Continue Browsing. */
export function LoginPromptDialog({ prompt, onClose }: Props) {
  const t = useWords(loginPromptWords);
  return (
    <Modal open={prompt !== null} onOpenChange={(next) => !next && onClose()} title={t.title} description={prompt ? (prompt.message ?? t[prompt.context]) : undefined}>
      <div className="mt-5 flex flex-col items-center">
        <div className="mb-5 flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <LockIcon />
        </div>
        <div className="flex w-full flex-col gap-2">
          <Button
            block
            size="lg"
            onClick={() => {
              onClose();
              dispatchLoginRequired();
            }}
          >
            {t.loginNow}
          </Button>
          {prompt?.allowContinue && (
            <Button block size="lg" variant="ghost" onClick={onClose}>
              {t.continueBrowsing}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
