import { LoadState } from '@/components/load-state.tsx';
import { Card, Page } from '@/components/page.tsx';
import { Skeleton } from '@/components/skeleton.tsx';
import { useMyShop } from '@/entities/shop/api/get-my-shop.ts';
import { errorMessage } from '@/lib/api/api-error.ts';
import { userDisplayName } from '@/lib/format/user-name.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { DealerDashboard } from './components/dealer-dashboard.tsx';
import { NoDealership } from './components/no-dealership.tsx';
import { dealerWords } from './dealer-words.ts';

function DashboardSkeleton() {
  const t = useWords(dealerWords);
  return (
    <div role="status" aria-label={t.loading} className="space-y-4">
      <Skeleton className="h-12 w-full rounded-xl" />
      <div className="grid grid-cols-3 gap-2.5 lg:grid-cols-6">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="h-[74px] rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-36 w-full rounded-2xl" />
    </div>
  );
}

/** The dealer dashboard; the route lets only an authenticated dealer in (doc 1 §6). */
export function DealerView() {
  const t = useWords(dealerWords);
  const session = useSession();
  const query = useMyShop();
  if (session.status !== 'authenticated') return null;
  const shop = query.data?.shop ?? null;
  const name = userDisplayName(session.user);
  return (
    <Page title={t.dashboard} subtitle={shop && !shop.isOptimistic ? t.welcomeShop({ name, shop: shop.name }) : t.welcome({ name })} width="wide">
      {query.isPending ? (
        <DashboardSkeleton />
      ) : query.isError && !query.data ? (
        <Card>
          <LoadState status="error" loading={null} error={{ title: t.loadFailed, description: errorMessage(query.error, t.tryAgain), onRetry: () => void query.refetch() }} />
        </Card>
      ) : shop && !shop.isOptimistic ? (
        <DealerDashboard shop={shop} />
      ) : shop ? (
        <DashboardSkeleton />
      ) : (
        <NoDealership />
      )}
    </Page>
  );
}
