import { Button } from '@/components/button.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { StoreIcon } from '@/components/icons.tsx';
import { Card, Page } from '@/components/page.tsx';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';

/** A public shop page (/shops/:id, doc 1 §2.9). */
export function ShopPageView() {
  const { back, canGoBack, push } = useNavigation();
  return (
    <Page title="Shop">
      <Card>
        <EmptyState
          icon={<StoreIcon size={28} />}
          title="Shop not found"
          description="Shop pages show a shop's products, followers and rating. This shop could not be found."
          actions={
            <Button size="lg" variant="outline" onClick={() => (canGoBack ? back() : push('browse'))}>
              Go Back
            </Button>
          }
        />
      </Card>
    </Page>
  );
}
