import { Button } from '@/components/button.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { StoreIcon } from '@/components/icons.tsx';
import { Card, Page } from '@/components/page.tsx';
import { useCreateShopFlow } from '@/entities/shop/ui/create-shop-dialog.tsx';

/** doc 2 §2.14 no shop: the create prompt, then the Create Shop confirmation. */
export function NoShop() {
  const create = useCreateShopFlow();
  return (
    <Page title="Sell Products">
      <Card>
        <EmptyState
          icon={<StoreIcon size={28} />}
          title="You don't have a shop yet"
          description="Open your shop to list products by video: our AI drafts each listing for you, and buyers can follow and message your shop."
          actions={
            <Button size="lg" loading={create.creating} onClick={create.open}>
              Create Shop
            </Button>
          }
        />
      </Card>
      {create.dialog}
    </Page>
  );
}
