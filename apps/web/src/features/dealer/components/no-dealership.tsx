import { Button } from '@/components/button.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { CarIcon } from '@/components/icons.tsx';
import { Card } from '@/components/page.tsx';
import { useCreateShopFlow } from '@/entities/shop/ui/create-shop-dialog.tsx';

/** A dealer without a shop yet: the same Create Shop confirmation as the seller's. */
export function NoDealership() {
  const create = useCreateShopFlow();
  return (
    <Card>
      <EmptyState
        icon={<CarIcon size={30} />}
        title="Open your dealership"
        description="Your vehicles are listed under your shop. Create it, then add vehicles with a walk-around video."
        actions={
          <Button size="lg" loading={create.creating} onClick={create.open}>
            Create Shop
          </Button>
        }
      />
      {create.dialog}
    </Card>
  );
}
