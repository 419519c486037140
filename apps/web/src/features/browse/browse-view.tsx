import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PAINTED_BROWSE_CARDS } from '@sokoni/contracts/constants';
import { Button } from '@/components/button.tsx';
import { CloseIcon, SearchIcon } from '@/components/icons.tsx';
import { LandingHero } from '@/components/landing-hero.tsx';
import { LoadState, listStatus } from '@/components/load-state.tsx';
import { ProductCard, ProductCardSkeletons } from '@/entities/product/ui/product-card.tsx';
import { errorMessage } from '@/lib/api/api-error.ts';
import { useProductList } from '@/entities/product/api/get-products.ts';
import type { ProductListParams } from '@/entities/product/types.ts';
import { useProductEnrichment } from '@/features/social/use-product-enrichment.ts';
import { useHydrated } from '@/lib/hooks/use-hydrated.ts';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useSession } from '@/lib/session/use-session.ts';
import {
  activeFilterCount,
  ownMarketOf,
  COUNTRY_OPTIONS,
  parseBrowseParams,
  toBrowseQuery,
  toListParams,
  withoutFilters,
  type BrowseLayout,
} from './browse-params.ts';
import { FiltersForm } from './components/filters-form.tsx';
import { BrowseFrame, GRID, LIST } from './components/browse-frame.tsx';
import { BrowseHeader } from './components/browse-header.tsx';
import { BrowseToolbar } from './components/browse-toolbar.tsx';
import { LoadMore } from './components/load-more.tsx';
import { MarketToggle } from './components/market-toggle.tsx';
import { productTerms } from '@/entities/product/product-terms.ts';
import type { Taxonomy } from '@/lib/taxonomy/taxonomy.ts';
import { useTaxonomy } from '@/lib/taxonomy/use-taxonomy.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { browseWords } from './browse-words.ts';

/** The first two rows on a phone: their pictures load at once. */
const EAGER_CARDS = 4;

const FiltersModal = lazy(() => import('./components/filters-modal.tsx').then((m) => ({ default: m.FiltersModal })));

type Words = ReturnType<typeof browseWords.get>;
type Terms = ReturnType<typeof productTerms.get>;

function chipsOf(params: ProductListParams, t: Words, terms: Terms, taxonomy: Taxonomy): Array<{ key: keyof ProductListParams; label: string }> {
  const chips: Array<{ key: keyof ProductListParams; label: string }> = [];
  if (params.category) chips.push({ key: 'category', label: taxonomy.category(params.category) });
  if (params.minPrice !== undefined) chips.push({ key: 'minPrice', label: t.fromPrice({ price: params.minPrice }) });
  if (params.maxPrice !== undefined) chips.push({ key: 'maxPrice', label: t.upToPrice({ price: params.maxPrice }) });
  if (params.condition) chips.push({ key: 'condition', label: terms[params.condition] });
  const country = COUNTRY_OPTIONS.find(([code]) => code === params.country);
  if (params.country) chips.push({ key: 'country', label: taxonomy.country(country ? { code: country[0], name: country[1] } : params.country) });
  return chips;
}

/** The product grid (view browse, doc 1 §2.8). Its state lives in the URL: reload and share work. */
export function BrowseView() {
  const session = useSession();
  const t = useWords(browseWords);
  const terms = useWords(productTerms);
  const taxonomy = useTaxonomy();
  const { current, replace, push } = useNavigation();
  const state = parseBrowseParams(current.view === 'browse' ? current.params : {});
  const { params, layout, allCountries = false } = state;
  const market = ownMarketOf(session);
  const listParams = toListParams(state, market.code);
  const paramsKey = JSON.stringify(listParams);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content, not identity
  const stableParams = useMemo(() => listParams, [paramsKey]);
  const query = useProductList(stableParams);
  const products = useMemo(() => query.data?.pages.flatMap((page) => page.products) ?? [], [query.data]);
  useProductEnrichment(products);
  const total = query.data?.pages[0]?.pagination?.total;
  const shown = useCardsAfterTakeover(products);
  const [filtersOpen, setFiltersOpenState] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  // Mounted from the first opening on, so closing can animate.
  const [filtersOpened, setFiltersOpened] = useState(false);
  const setFiltersOpen = useCallback((open: boolean) => {
    setFiltersOpenState(open);
    if (open) setFiltersOpened(true);
  }, []);
  const [search, setSearch] = useState(params.q ?? '');

  const update = (next: ProductListParams, nextLayout: BrowseLayout = layout, nextAll = allCountries) =>
    replace('browse', toBrowseQuery({ params: next, layout: nextLayout, allCountries: nextAll }));
  const filters = { category: params.category, minPrice: params.minPrice, maxPrice: params.maxPrice, condition: params.condition, country: params.country };
  const filterCount = activeFilterCount(params);
  const { fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const filtersForm = (
    <FiltersForm
      key={JSON.stringify(filters)}
      value={filters}
      onApply={(next) => {
        setFiltersOpen(false);
        update({ ...withoutFilters(params), ...next });
      }}
    />
  );

  return (
    <div>
      <BrowseFrame
        hero={session.status !== 'authenticated' && <LandingHero />}
        header={
          <BrowseHeader
            query={params.q}
            total={total}
            marketToggle={!params.country && <MarketToggle marketName={market.name || market.code} allCountries={allCountries} onChange={(all) => update(params, layout, all)} />}
          />
        }
        toolbar={
          <BrowseToolbar
            search={search}
            onSearchChange={setSearch}
            onSearch={() => {
              const q = search.trim();
              push('browse', toBrowseQuery({ params: { ...params, q: q || undefined }, layout, allCountries }));
            }}
            sort={params.sort ?? 'newest'}
            onSort={(sort) => update({ ...params, sort })}
            filterCount={filterCount}
            onOpenFilters={() => setFiltersOpen(true)}
            filtersButton={filtersButton}
            layout={layout}
            onLayout={(next) => update(params, next)}
          />
        }
        chips={
          chipsOf(params, t, terms, taxonomy).length > 0 && (
            <div className="mb-4 flex flex-wrap items-center gap-2">
              {chipsOf(params, t, terms, taxonomy).map((chip) => (
                <button
                  key={chip.key}
                  type="button"
                  aria-label={t.removeFilter({ filter: chip.label })}
                  onClick={() => update({ ...params, [chip.key]: undefined })}
                  className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
                >
                  {chip.label} <CloseIcon size={14} />
                </button>
              ))}
              <button type="button" onClick={() => update(withoutFilters(params))} className="text-sm font-semibold text-slate-600 underline-offset-2 hover:underline">
                {t.clearAllFilters}
              </button>
            </div>
          )
        }
        filters={filtersForm}
        busy={query.isPending}
      >
        <LoadState
          status={listStatus(query, products.length)}
          loading={<ProductCardSkeletons count={8} className={layout === 'grid' ? GRID : LIST} layout={layout} />}
          error={{ title: t.failedToLoad, description: errorMessage(query.error, t.networkError), onRetry: () => void query.refetch() }}
          empty={{
            icon: <SearchIcon size={28} />,
            title: t.noProducts,
            description: t.noProductsHint,
            actions: (
              <>
                <Button size="lg" onClick={() => update(withoutFilters(params))}>
                  {t.clearAllFilters}
                </Button>
                <Button
                  size="lg"
                  variant="outline"
                  onClick={() => {
                    setSearch('');
                    replace('browse');
                  }}
                >
                  {t.browseAll}
                </Button>
              </>
            ),
          }}
          frameClassName="rounded-2xl border border-slate-200/80 bg-white"
        >
          <div className={layout === 'grid' ? GRID : LIST} data-testid="product-grid">
            {shown.map((product, i) => (
              <ProductCard key={product.id} product={product} layout={layout} eager={i < EAGER_CARDS} />
            ))}
          </div>
          <LoadMore hasMore={Boolean(query.hasNextPage) && shown === products} loading={query.isFetchingNextPage} onLoad={loadMore} />
        </LoadState>
      </BrowseFrame>

      {filtersOpened && (
        <Suspense fallback={null}>
          <FiltersModal open={filtersOpen} onOpenChange={setFiltersOpen} returnFocus={filtersButton}>
            {filtersForm}
          </FiltersModal>
        </Suspense>
      )}
    </div>
  );
}

/**
 * The server paints a guest's grid with its first row only (PAINTED_BROWSE_CARDS: a second row's
 * pictures would share a slow line with the first's, below the fold on a phone anyway): the app
 * takes that over, then renders the rest of the page's cards as a transition (in slices). A grid
 * the app renders itself shows them all at once.
 */
function useCardsAfterTakeover<T>(products: T[]): T[] {
  const hydrated = useHydrated();
  const [all, setAll] = useState(hydrated);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return all || products.length <= PAINTED_BROWSE_CARDS ? products : products.slice(0, PAINTED_BROWSE_CARDS);
}
