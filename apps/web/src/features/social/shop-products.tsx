import { SHOP_GRID_SIZES } from '@sokoni/contracts/catalog-media';
import { Button } from '@/components/button.tsx';
import { PackageIcon } from '@/components/icons.tsx';
import { LoadState, listStatus } from '@/components/load-state.tsx';
import { ProductCard, ProductCardSkeletons } from '@/entities/product/ui/product-card.tsx';
import { useProductEnrichment } from './use-product-enrichment.ts';
import { useShopProducts } from '@/entities/product/api/get-shop-products.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { shopWords } from '@/entities/shop/shop-words.ts';

/** A shop's products, page by page, with their viewer state (likes, follows). */
export function ShopProducts({ shopId, columns }: { shopId: string; columns: string }) {
  const query = useShopProducts(shopId);
  const products = query.data?.pages.flatMap((page) => page.products) ?? [];
  const t = useWords(shopWords);
  useProductEnrichment(products);
  return (
    <LoadState
      status={query.isError ? 'error' : listStatus(query, products.length)}
      loading={<ProductCardSkeletons count={6} className={columns} />}
      error={{ title: t.failedToLoadProducts, onRetry: () => void query.refetch() }}
      empty={{ icon: <PackageIcon size={28} />, title: t.noProductsYet, description: t.noProductsHint }}
      frameClassName="rounded-3xl border border-dashed border-slate-300 bg-white"
    >
      <div className={columns}>
        {products.map((product, i) => (
          <ProductCard key={product.id} product={product} showStatus eager={i < 4} sizes={SHOP_GRID_SIZES} />
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
  );
}
