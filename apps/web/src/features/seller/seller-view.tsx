import { LoadState } from '@/components/load-state.tsx';
import { Card, Page } from '@/components/page.tsx';
import { useMyShop } from '@/entities/shop/api/get-my-shop.ts';
import { loadFailureHint } from '@/lib/api/api-error.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { useCurrentUser } from '@/lib/session/get-current-user.ts';
import { DashboardSkeleton } from './components/dashboard-skeleton.tsx';
import { NoShop } from './components/no-shop.tsx';
import { SellerDashboard } from './components/seller-dashboard.tsx';
import { sellerWords } from './seller-words.ts';

/**
 * The seller's own shop (view shop, "Sell Products", doc 2 §2.14): guests get the route's
 * sign-in prompt; then loading, no shop (the create prompt), or the dashboard.
 */
export function SellerView() {
  const t = useWords(sellerWords);
  // doc 1 §2.2: the user is refreshed again whenever the shop view opens.
  useCurrentUser({ always: true });
  const query = useMyShop();
  if (query.isPending) return <DashboardSkeleton />;
  if (query.isError && !query.data) {
    return (
      <Page title={t.sellProducts}>
        <Card>
          <LoadState status="error" loading={null} error={{ title: t.loadFailed, description: loadFailureHint(query.error), onRetry: () => void query.refetch() }} />
        </Card>
      </Page>
    );
  }
  const shop = query.data?.shop ?? null;
  return shop ? <SellerDashboard shop={shop} /> : <NoShop />;
}
