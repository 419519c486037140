import { CarIcon } from '@/components/icons.tsx';
import { CreateShopPrompt } from '@/entities/shop/ui/create-shop-prompt.tsx';

/** A dealer without a shop yet: the same Create Shop confirmation as the seller's. */
export function NoDealership() {
  return (
    <CreateShopPrompt
      icon={<CarIcon size={30} />}
      title="Open your dealership"
      description="Your vehicles are listed under your shop. Create it, then add vehicles with a walk-around video."
    />
  );
}
