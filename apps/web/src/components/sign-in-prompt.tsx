import { dispatchLoginRequired } from '@/lib/events/app-events.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { LockIcon } from './icons.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commonWords } from '@/components/common-words.ts';

/** For views that need an account: says why and asks for login (doc 1 §6). */
export function SignInPrompt({ title, description }: { title: string; description: string }) {
  const t = useWords(commonWords);
  return (
    <EmptyState
      icon={<LockIcon size={28} />}
      title={title}
      description={description}
      actions={
        <Button size="lg" onClick={dispatchLoginRequired}>
          {t.signIn}
        </Button>
      }
    />
  );
}
