import { Button } from '@/components/button.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { SparklesIcon } from '@/components/icons.tsx';
import { Card, Page } from '@/components/page.tsx';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';

/** AI Discovery (view discover): search and AI chat entry. */
export function DiscoverView() {
  const { push } = useNavigation();
  return (
    <Page title="AI Discovery" subtitle="Describe what you need and the shopping assistant finds matching products.">
      <Card>
        <EmptyState
          icon={<SparklesIcon size={28} />}
          title="No conversations yet"
          description="Your recent chats with the shopping assistant and AI-matched products will be listed here."
          actions={
            <Button size="lg" onClick={() => push('aichat')}>
              Open the assistant
            </Button>
          }
        />
      </Card>
    </Page>
  );
}
