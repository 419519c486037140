import { LOGIN_PROMPTS } from '@sokoni/contracts/messages';
import { dispatchLoginRequired } from '@/lib/events/app-events.ts';
import { Button } from '../button.tsx';
import { LockIcon } from '../icons.tsx';
import { Modal } from '../modal.tsx';
import type { LoginPrompt } from './login-prompt-context.ts';

type Props = { prompt: LoginPrompt | null; onClose: () => void };

/** The Login Required modal (doc 1 §2.4): Login Now, and an optional Continue Browsing. */
export function LoginPromptDialog({ prompt, onClose }: Props) {
  return (
    <Modal open={prompt !== null} onOpenChange={(next) => !next && onClose()} title="Login Required" description={prompt ? (prompt.message ?? LOGIN_PROMPTS[prompt.context]) : undefined}>
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
            Login Now
          </Button>
          {prompt?.allowContinue && (
            <Button block size="lg" variant="ghost" onClick={onClose}>
              Continue Browsing
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
