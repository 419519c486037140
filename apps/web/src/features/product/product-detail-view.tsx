import { Button } from '@/components/button.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { PackageIcon } from '@/components/icons.tsx';
import { Card, Page } from '@/components/page.tsx';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';

/** Product detail (view detail, /products/:id — the share link of doc 1 §2). */
export function ProductDetailView() {
  const { back, canGoBack, push } = useNavigation();
  return (
    <Page title="Product">
      <Card>
        <EmptyState
          icon={<PackageIcon size={28} />}
          title="This product is not available"
          description="Product pages show photos, price, stock and the shop that sells it. This one could not be found."
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
