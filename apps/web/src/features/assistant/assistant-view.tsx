import { EmptyState } from '@/components/empty-state.tsx';
import { SparklesIcon } from '@/components/icons.tsx';
import { Card, Page } from '@/components/page.tsx';

/** The AI chat (view aichat, doc 2 §2.1). */
export function AssistantView() {
  return (
    <Page title="Your Shopping Assistant">
      <Card>
        <EmptyState
          icon={<SparklesIcon size={28} />}
          title="No messages yet"
          description="Your conversation with the shopping assistant, with the products it suggests, will appear here."
        />
      </Card>
    </Page>
  );
}
