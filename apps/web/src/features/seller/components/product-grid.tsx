import { Button } from '@/components/button.tsx';
import { PackageIcon, PlusIcon } from '@/components/icons.tsx';
import { LoadState, listStatus } from '@/components/load-state.tsx';
import type { useListings } from '@/entities/listing/api/get-listings.ts';
import { allListings } from '@/entities/listing/listing-cache.ts';
import { ProductCardSkeletons } from '@/entities/product/ui/product-card.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { sellerWords } from '../seller-words.ts';
import { SELLER_GRID } from './dashboard-skeleton.tsx';
import { SellerProductCard, type ListingHandlers } from './seller-product-card.tsx';

type Props = { query: ReturnType<typeof useListings>; handlers: ListingHandlers; onAdd: () => void };

/** The seller's products (doc 2 §2.14): loading, error with Try Again, "your shop looks empty", or the grid. */
export function ProductGrid({ query, handlers, onAdd }: Props) {
  const t = useWords(sellerWords);
  const listings = allListings(query.data);
  // The server's total is a count shared for a few seconds: never show fewer than are on screen.
  const total = Math.max(query.data?.pages[0]?.pagination.total ?? 0, listings.length);
  return (
    <section aria-labelledby="seller-products-heading">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="seller-products-heading" className="text-lg font-bold text-slate-900">
          {t.yourProducts} {listings.length > 0 && <span className="text-slate-500 tabular-nums">({total})</span>}
        </h2>
        {listings.length > 0 && (
          <Button size="sm" onClick={onAdd}>
            <PlusIcon size={16} /> {t.addProduct}
          </Button>
        )}
      </div>
      <LoadState
        status={query.isError && !listings.length ? 'error' : listStatus(query, listings.length)}
        loading={<ProductCardSkeletons count={4} className={SELLER_GRID} />}
        error={{ title: t.loadProductsFailed, onRetry: () => void query.refetch() }}
        empty={{
          icon: <PackageIcon size={28} />,
          title: t.emptyTitle,
          description: t.emptyText,
          actions: (
            <Button size="lg" onClick={onAdd}>
              <PlusIcon size={18} /> {t.addFirst}
            </Button>
          ),
        }}
        frameClassName="rounded-3xl border border-dashed border-slate-300 bg-white"
      >
        <div className={SELLER_GRID}>
          {listings.map((listing, i) => (
            <SellerProductCard key={listing.id} listing={listing} eager={i < 4} handlers={handlers} />
          ))}
        </div>
        {query.hasNextPage && (
          <div className="mt-5 flex justify-center">
            <Button variant="outline" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {t.loadMore}
            </Button>
          </div>
        )}
      </LoadState>
    </section>
  );
}
