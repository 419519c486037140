import { CLIENT_MESSAGES } from '@sokoni/contracts/messages';
import { Button } from '@/components/button.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { GridIcon } from '@/components/icons.tsx';
import { LandingHero } from '@/components/landing-hero.tsx';
import { Card, Page } from '@/components/page.tsx';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useSession } from '@/lib/session/use-session.ts';

/** The product grid (doc 1 §2.8). No catalog exists yet: the count is 0 and the grid is empty. */
export function BrowseView() {
  const session = useSession();
  const { push } = useNavigation();
  return (
    <div>
      {session.status !== 'authenticated' && (
        <div className="mx-auto max-w-6xl px-4 pt-4 md:px-6 md:pt-8">
          <LandingHero />
        </div>
      )}
      <Page title="Browse Products" subtitle="0 products available" width="wide">
        <Card>
          <EmptyState
            icon={<GridIcon size={28} />}
            title={CLIENT_MESSAGES.noProductsYet}
            description="Listings from shops and dealers will appear here, newest first."
            actions={
              <Button size="lg" onClick={() => push('become-seller')}>
                List Your Product
              </Button>
            }
          />
        </Card>
      </Page>
    </div>
  );
}
