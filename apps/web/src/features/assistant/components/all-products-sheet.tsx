import { Modal } from '@/components/modal.tsx';
import { MatchedProduct } from '@/entities/product/ui/matched-product.tsx';
import type { CatalogProduct } from '@/entities/product/types.ts';
import type { ChatMatch } from '../chat-session.ts';
import { matchOf } from './product-carousel.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { assistantWords } from '@/entities/assistant/assistant-words.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; products: readonly CatalogProduct[]; matches: readonly ChatMatch[] };

/** 'View All': every product of one reply, in a grid (a sheet on phones, a wide card on desktops). */
export function AllProductsSheet({ open, onOpenChange, products, matches }: Props) {
  const t = useWords(assistantWords);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.allProducts({ count: products.length })} className="md:max-w-3xl">
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t.allSuggested}>
        {products.map((product, i) => (
          <li key={product.id}>
            <MatchedProduct product={product} match={matchOf(matches, product.id)} sizes="(min-width: 640px) 240px, 45vw" eager={i < 4} />
          </li>
        ))}
      </ul>
    </Modal>
  );
}
