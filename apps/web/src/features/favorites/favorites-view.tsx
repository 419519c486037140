import { useCallback, useMemo } from 'react';
import { Button } from '@/components/button.tsx';
import { HeartIcon } from '@/components/icons.tsx';
import { LoadState, listStatus } from '@/components/load-state.tsx';
import { CARD_CLASS, Page } from '@/components/page.tsx';
import { ProductCard, ProductCardSkeletons } from '@/entities/product/ui/product-card.tsx';
import { loadFailureHint } from '@/lib/api/api-error.ts';
import { useProductEnrichment } from '@/features/social/use-product-enrichment.ts';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { useLikedProducts } from './api/get-liked-products.ts';
import { likedAtLabel } from './liked-at.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { favoritesWords } from './favorites-words.ts';

function likedFootnote(likedAt: string | undefined): string | undefined {
  const label = likedAtLabel(likedAt);
  if (!label) return undefined;
  const t = favoritesWords.get();
  return label === t.today ? t.likedToday : label === t.yesterday ? t.likedYesterday : t.likedWhen({ when: label });
}

const GRID = 'grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 lg:grid-cols-4';

/** Liked items (view favorites); requires sign-in (doc 1 §2.1). Unliking removes an item at once. */
export function FavoritesView() {
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const { push } = useNavigation();
  const t = useWords(favoritesWords);
  const query = useLikedProducts(signedIn);
  // An unliked product stays cached (isLiked false) so a failed unlike can bring it back.
  const products = useMemo(() => (query.data?.pages.flatMap((page) => page.products) ?? []).filter((p) => p.isLiked !== false), [query.data]);
  useProductEnrichment(products);
  const { fetchNextPage } = query;
  const more = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const total = query.data?.pages[0]?.pagination?.total;
  return (
    <Page title={t.title} subtitle={total ? t.savedOf({ shown: products.length, total }) : undefined} width="wide">
      <LoadState
        status={query.isError ? 'error' : listStatus(query, products.length)}
        loading={<ProductCardSkeletons count={8} className={GRID} />}
        error={{ title: t.failed, description: loadFailureHint(query.error), onRetry: () => void query.refetch() }}
        empty={{
          icon: <HeartIcon size={28} />,
          title: t.empty,
          description: t.emptyHint,
          actions: (
            <Button size="lg" onClick={() => push('tiktok')}>
              {t.startBrowsing}
            </Button>
          ),
        }}
        frameClassName={CARD_CLASS}
      >
        <div className={GRID} data-testid="liked-grid">
          {products.map((product, i) => (
            <ProductCard key={product.id} product={product} eager={i < 4} footnote={likedFootnote(product.likedAt)} />
          ))}
        </div>
        {query.hasNextPage && (
          <div className="mt-6 flex justify-center">
            <Button variant="outline" loading={query.isFetchingNextPage} onClick={more}>
              {t.loadMore}
            </Button>
          </div>
        )}
      </LoadState>
    </Page>
  );
}
