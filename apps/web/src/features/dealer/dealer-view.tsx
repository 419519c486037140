import { userDisplayName } from '@/lib/format/user-name.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { CarIcon } from '@/components/icons.tsx';
import { Card, Page } from '@/components/page.tsx';
import { useSession } from '@/lib/session/use-session.ts';

/** The dealer dashboard; the route lets only an authenticated dealer in (doc 1 §6). */
export function DealerView() {
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  const name = userDisplayName(session.user);
  return (
    <Page title="Dealer Dashboard" subtitle={`Welcome back, ${name}`} width="wide">
      <Card>
        <EmptyState
          icon={<CarIcon size={30} />}
          title="No vehicles listed yet"
          description="Vehicles you list, and buyers' conversations about them, will appear here."
        />
      </Card>
    </Page>
  );
}
