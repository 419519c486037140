import { EmptyState } from '@/components/empty-state.tsx';
import { ChatIcon } from '@/components/icons.tsx';
import { Card, Page } from '@/components/page.tsx';

/** Messages (doc 2 §2.4): only for signed-in users. */
export function MessagesView() {
  return (
    <Page title="Messages">
      <Card>
        <EmptyState
          icon={<ChatIcon size={28} />}
          title="No conversations yet"
          description="When you message a shop about a product, the conversation appears here."
        />
      </Card>
    </Page>
  );
}
