import { Button } from '@/components/button.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { HeartIcon } from '@/components/icons.tsx';
import { Card, Page } from '@/components/page.tsx';
import { SignInPrompt } from '@/components/sign-in-prompt.tsx';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useSession } from '@/lib/session/use-session.ts';

/** Liked items (view favorites); requires sign-in (doc 1 §2.1). */
export function FavoritesView() {
  const session = useSession();
  const { push } = useNavigation();
  return (
    <Page title="Liked Items">
      <Card>
        {session.status === 'authenticated' ? (
          <EmptyState
            icon={<HeartIcon size={28} />}
            title="No liked items yet"
            description="Products you like are saved here so you can find them again."
            actions={
              <Button size="lg" onClick={() => push('tiktok')}>
                Start Browsing
              </Button>
            }
          />
        ) : (
          <SignInPrompt title="Sign in to see your liked items" description="Like products to save them here for later." />
        )}
      </Card>
    </Page>
  );
}
