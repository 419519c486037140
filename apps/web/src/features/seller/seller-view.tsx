import { Button } from '@/components/button.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { PackageIcon, StoreIcon } from '@/components/icons.tsx';
import { Card, Page } from '@/components/page.tsx';
import { ViewSkeleton } from '@/components/skeleton.tsx';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useCurrentUser } from '@/lib/session/get-current-user.ts';
import { useSession } from '@/lib/session/use-session.ts';

/** The seller's own shop (view shop, "Sell Products", doc 2 §2.14). */
export function SellerView() {
  const { push } = useNavigation();
  // doc 1 §2.2: the user is refreshed again whenever the shop view opens.
  const { data: user, isPending } = useCurrentUser({ always: true });
  const session = useSession();
  const shop = (user ?? (session.status === 'authenticated' ? session.user : null))?.shop ?? null;
  if (isPending && !shop) return <ViewSkeleton />;

  if (!shop) {
    return (
      <Page title="Sell Products">
        <Card>
          <EmptyState
            icon={<StoreIcon size={28} />}
            title="You don't have a shop yet"
            description="Your shop, its products and their statistics will be managed here once you open one."
            actions={
              <Button size="lg" onClick={() => push('become-seller')}>
                Become a Seller
              </Button>
            }
          />
        </Card>
      </Page>
    );
  }
  return (
    <Page title={shop.name} subtitle="Your shop">
      <Card>
        <EmptyState
          icon={<PackageIcon size={28} />}
          title="Your shop looks empty"
          description="Products you list, with their views and likes, will appear here."
        />
      </Card>
    </Page>
  );
}
