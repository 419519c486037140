import { StoreIcon } from '@/components/icons.tsx';
import { Page } from '@/components/page.tsx';
import { CreateShopPrompt } from '@/entities/shop/ui/create-shop-prompt.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { sellerWords } from '../seller-words.ts';

/** doc 2 §2.14 no shop: the create prompt, then the Create Shop confirmation. */
export function NoShop() {
  const t = useWords(sellerWords);
  return (
    <Page title={t.sellProducts}>
      <CreateShopPrompt
        icon={<StoreIcon size={28} />}
        title={t.noShopTitle}
        description={t.noShopText}
      />
    </Page>
  );
}
