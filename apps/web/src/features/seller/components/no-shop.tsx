import { StoreIcon } from '@/components/icons.tsx';
import { Page } from '@/components/page.tsx';
import { LISTING_ASSISTANT } from '@/entities/listing/listing-words.ts';
import { CreateShopPrompt } from '@/entities/shop/ui/create-shop-prompt.tsx';

/** doc 2 §2.14 no shop: the create prompt, then the Create Shop confirmation. */
export function NoShop() {
  return (
    <Page title="Sell Products">
      <CreateShopPrompt
        icon={<StoreIcon size={28} />}
        title="You don't have a shop yet"
        description={`Open your shop to list products by video: ${LISTING_ASSISTANT} drafts each listing for you, and buyers can follow and message your shop.`}
      />
    </Page>
  );
}
