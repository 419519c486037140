import { CarIcon } from '@/components/icons.tsx';
import { CreateShopPrompt } from '@/entities/shop/ui/create-shop-prompt.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { dealerWords } from '../dealer-words.ts';

/** A dealer without a shop yet: the same Create Shop confirmation as the seller's. */
export function NoDealership() {
  const t = useWords(dealerWords);
  return (
    <CreateShopPrompt
      icon={<CarIcon size={30} />}
      title={t.openTitle}
      description={t.openText}
    />
  );
}
