import { EmptyState } from '@/components/empty-state.tsx';
import { CarIcon } from '@/components/icons.tsx';
import { Card, Page } from '@/components/page.tsx';
import { SignInPrompt } from '@/components/sign-in-prompt.tsx';
import { useSession } from '@/lib/session/use-session.ts';

/** Dealer-style conversations (view chat, doc 2 §2.5). */
export function ChatView() {
  const session = useSession();
  return (
    <Page title="Dealer Chat">
      <Card>
        {session.status === 'authenticated' ? (
          <EmptyState
            icon={<CarIcon size={28} />}
            title="No conversations yet"
            description="Conversations with dealers about their vehicles appear here."
          />
        ) : (
          <SignInPrompt title="Sign in to view messages" description="Chat with dealers about their vehicles." />
        )}
      </Card>
    </Page>
  );
}
