import { Button } from '@/components/button.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { CompassIcon } from '@/components/icons.tsx';
import { Card, Page } from '@/components/page.tsx';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';

export function NotFoundView() {
  const { clearHistory } = useNavigation();
  return (
    <Page title="Page not found">
      <Card>
        <EmptyState
          icon={<CompassIcon size={28} />}
          title="We couldn't find that page"
          description="The link may be old or mistyped."
          actions={
            <Button size="lg" onClick={clearHistory}>
              Go to the feed
            </Button>
          }
        />
      </Card>
    </Page>
  );
}
