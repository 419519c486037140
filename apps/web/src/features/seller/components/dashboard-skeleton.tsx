import { Skeleton } from '@/components/skeleton.tsx';
import { ProductCardSkeletons } from '@/entities/product/ui/product-card.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { sellerWords } from '../seller-words.ts';

export const SELLER_GRID = 'grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4';

/** The shop screen's loading state: header, figures and cards in their places. */
export function DashboardSkeleton() {
  const t = useWords(sellerWords);
  return (
    <div role="status" aria-label={t.loadingShop} className="mx-auto w-full max-w-6xl space-y-5 px-4 pt-5 pb-8 md:px-6 md:pt-8">
      <Skeleton className="h-56 w-full rounded-3xl md:h-72" />
      <div className="grid grid-cols-2 gap-2.5 md:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-[74px] rounded-2xl" />
        ))}
      </div>
      <ProductCardSkeletons count={4} className={SELLER_GRID} />
    </div>
  );
}
