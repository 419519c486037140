import { EmptyState } from '@/components/empty-state.tsx';
import { WalletIcon } from '@/components/icons.tsx';
import { Card, Page } from '@/components/page.tsx';

/** Wallet (doc 2 §2.12). */
export function WalletView() {
  return (
    <Page title="Wallet">
      <Card>
        <EmptyState
          icon={<WalletIcon size={28} />}
          title="No transactions yet"
          description="Your balance and your most recent transactions will appear here."
        />
      </Card>
    </Page>
  );
}
