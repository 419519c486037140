import { EmptyState } from '@/components/empty-state.tsx';
import { ChatIcon } from '@/components/icons.tsx';
import { Card, Page } from '@/components/page.tsx';
import { SignInPrompt } from '@/components/sign-in-prompt.tsx';
import { useSession } from '@/lib/session/use-session.ts';

/** Messages (doc 2 §2.4): only for signed-in users. */
export function MessagesView() {
  const session = useSession();
  return (
    <Page title="Messages">
      <Card>
        {session.status === 'authenticated' ? (
          <EmptyState
            icon={<ChatIcon size={28} />}
            title="No conversations yet"
            description="When you message a shop about a product, the conversation appears here."
          />
        ) : (
          <SignInPrompt title="Sign in to view messages" description="Chat with shops and dealers about their products." />
        )}
      </Card>
    </Page>
  );
}
