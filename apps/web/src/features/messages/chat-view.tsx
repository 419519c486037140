import { EmptyState } from '@/components/empty-state.tsx';
import { CarIcon } from '@/components/icons.tsx';
import { Card, Page } from '@/components/page.tsx';

/** Dealer-style conversations (view chat, doc 2 §2.5). */
export function ChatView() {
  return (
    <Page title="Dealer Chat">
      <Card>
        <EmptyState
          icon={<CarIcon size={28} />}
          title="No conversations yet"
          description="Conversations with dealers about their vehicles appear here."
        />
      </Card>
    </Page>
  );
}
