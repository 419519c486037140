import { Button } from '@/components/button.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { CompassIcon } from '@/components/icons.tsx';
import { Card, Page } from '@/components/page.tsx';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { notFoundWords } from './not-found-words.ts';

export function NotFoundView() {
  const { clearHistory } = useNavigation();
  const t = useWords(notFoundWords);
  return (
    <Page title={t.page}>
      <Card>
        <EmptyState
          icon={<CompassIcon size={28} />}
          title={t.title}
          description={t.description}
          actions={
            <Button size="lg" onClick={clearHistory}>
              {t.goToFeed}
            </Button>
          }
        />
      </Card>
    </Page>
  );
}
