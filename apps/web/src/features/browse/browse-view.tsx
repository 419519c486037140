import { categoryName, PRODUCT_SORTS, type ProductSort } from '@sokoni/contracts/catalog';
import { DEFAULT_COUNTRY_CODE } from '@sokoni/contracts/constants';
import { formatWhole } from '@sokoni/contracts/format-count';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { cn } from '@/components/cn.ts';
import { CloseIcon, GridIcon, ListIcon, SearchIcon, SlidersIcon } from '@/components/icons.tsx';
import { LandingHero } from '@/components/landing-hero.tsx';
import { LoadState, listStatus } from '@/components/load-state.tsx';
import { ProductCard, ProductCardSkeletons } from '@/entities/product/ui/product-card.tsx';
import { errorMessage } from '@/lib/api/api-error.ts';
import { useProductList } from '@/entities/product/api/get-products.ts';
import type { ProductListParams } from '@/entities/product/types.ts';
import { useProductEnrichment } from '@/entities/product/use-product-enrichment.ts';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useSession } from '@/lib/session/use-session.ts';
import {
  activeFilterCount,
  CONDITION_LABELS,
  COUNTRY_OPTIONS,
  parseBrowseParams,
  SORT_LABELS,
  toBrowseQuery,
  toListParams,
  withoutFilters,
  type BrowseLayout,
} from './browse-params.ts';
import { FiltersForm } from './components/filters-form.tsx';
import { LoadMore } from './components/load-more.tsx';
import { MarketToggle } from './components/market-toggle.tsx';

const FiltersModal = lazy(() => import('./components/filters-modal.tsx').then((m) => ({ default: m.FiltersModal })));

const GRID = 'grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 md:grid-cols-3 md:gap-4 xl:grid-cols-4';
const LIST = 'grid grid-cols-1 gap-3 lg:grid-cols-2';

function chipsOf(params: ProductListParams): Array<{ key: keyof ProductListParams; label: string }> {
  const chips: Array<{ key: keyof ProductListParams; label: string }> = [];
  if (params.category) chips.push({ key: 'category', label: categoryName(params.category) });
  if (params.minPrice !== undefined) chips.push({ key: 'minPrice', label: `From E${params.minPrice}` });
  if (params.maxPrice !== undefined) chips.push({ key: 'maxPrice', label: `Up to E${params.maxPrice}` });
  if (params.condition) chips.push({ key: 'condition', label: CONDITION_LABELS[params.condition] });
  if (params.country) chips.push({ key: 'country', label: COUNTRY_OPTIONS.find(([code]) => code === params.country)?.[1] ?? params.country });
  return chips;
}

/** The product grid (view browse, doc 1 §2.8). Its state lives in the URL: reload and share work. */
export function BrowseView() {
  const session = useSession();
  const { current, replace, push } = useNavigation();
  const state = parseBrowseParams(current.view === 'browse' ? current.params : {});
  const { params, layout, allCountries = false } = state;
  // A guest's market is Eswatini, the product's home (route-hints' first paint assumes the same).
  const market = session.status === 'authenticated' && session.user.countryCode ? { code: session.user.countryCode, name: session.user.country } : { code: DEFAULT_COUNTRY_CODE, name: 'Eswatini' };
  const listParams = toListParams(state, market.code);
  const paramsKey = JSON.stringify(listParams);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content, not identity
  const stableParams = useMemo(() => listParams, [paramsKey]);
  const query = useProductList(stableParams);
  const products = useMemo(() => query.data?.pages.flatMap((page) => page.products) ?? [], [query.data]);
  useProductEnrichment(products);
  const total = query.data?.pages[0]?.pagination?.total;
  const [filtersOpen, setFiltersOpenState] = useState(false);
  // Mounted from the first opening on, so closing can animate.
  const [filtersOpened, setFiltersOpened] = useState(false);
  const setFiltersOpen = useCallback((open: boolean) => {
    setFiltersOpenState(open);
    if (open) setFiltersOpened(true);
  }, []);
  const [search, setSearch] = useState(params.q ?? '');
  const ids = useId();

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
      {session.status !== 'authenticated' && (
        <div className="mx-auto max-w-7xl px-4 pt-4 md:px-6 md:pt-8">
          <LandingHero />
        </div>
      )}
      <div className="mx-auto w-full max-w-7xl px-4 pt-5 pb-10 md:px-6 md:pt-8">
        <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">{params.q ? `Results for “${params.q}”` : 'Browse Products'}</h1>
            <p className="mt-1 text-sm text-slate-600 md:text-base" aria-live="polite" data-testid="browse-count">
              {total === undefined ? 'Loading products…' : `${formatWhole(total)} ${total === 1 ? 'product' : 'products'} available`}
            </p>
          </div>
          {!params.country && <MarketToggle marketName={market.name || market.code} allCountries={allCountries} onChange={(all) => update(params, layout, all)} />}
        </header>

        <div className="sticky top-14 z-20 -mx-4 mb-4 border-b border-slate-200/70 bg-slate-50/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:px-0 md:py-0">
          <form
            role="search"
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              const q = search.trim();
              push('browse', toBrowseQuery({ params: { ...params, q: q || undefined }, layout, allCountries }));
            }}
          >
            <div className="relative min-w-0 flex-1">
              <SearchIcon size={18} className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-slate-400" />
              <label htmlFor={`${ids}-q`} className="sr-only">
                Search products
              </label>
              <input
                id={`${ids}-q`}
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder="Search phones, baskets, bakkies…"
                className="h-11 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-10 text-[15px] focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none"
              />
            </div>
            <Button type="submit">Search</Button>
          </form>
          <div className="mt-3 flex items-center gap-2">
            <label htmlFor={`${ids}-sort`} className="sr-only">
              Sort by
            </label>
            <select
              id={`${ids}-sort`}
              value={params.sort ?? 'newest'}
              onChange={(e) => update({ ...params, sort: e.target.value as ProductSort })}
              className="h-10 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 sm:flex-none"
            >
              {PRODUCT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
            <Button variant="outline" size="sm" className="h-10 lg:hidden" onClick={() => setFiltersOpen(true)}>
              <SlidersIcon size={18} /> Filters{filterCount > 0 && <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">{filterCount}</span>}
            </Button>
            <div className="ml-auto flex rounded-xl bg-slate-200/70 p-1" role="group" aria-label="Layout">
              {(['grid', 'list'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-label={option === 'grid' ? 'Grid view' : 'List view'}
                  aria-pressed={layout === option}
                  onClick={() => update(params, option)}
                  className={cn('flex size-8 items-center justify-center rounded-lg transition-colors', layout === option ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-500 hover:text-slate-800')}
                >
                  {option === 'grid' ? <GridIcon size={18} /> : <ListIcon size={18} />}
                </button>
              ))}
            </div>
          </div>
        </div>

        {chipsOf(params).length > 0 && (
          <div className="mb-4 flex flex-wrap items-center gap-2">
            {chipsOf(params).map((chip) => (
              <button
                key={chip.key}
                type="button"
                aria-label={`Remove filter ${chip.label}`}
                onClick={() => update({ ...params, [chip.key]: undefined })}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
              >
                {chip.label} <CloseIcon size={14} />
              </button>
            ))}
            <button type="button" onClick={() => update(withoutFilters(params))} className="text-sm font-semibold text-slate-600 underline-offset-2 hover:underline">
              Clear All Filters
            </button>
          </div>
        )}

        <div className="lg:grid lg:grid-cols-[260px_1fr] lg:items-start lg:gap-8">
          <aside aria-label="Filters" className="hidden rounded-2xl border border-slate-200/80 bg-white p-5 shadow-sm lg:sticky lg:top-20 lg:block">
            <h2 className="mb-4 font-bold text-slate-900">Filters</h2>
            {filtersForm}
          </aside>

          <section aria-label="Products" aria-busy={query.isPending}>
            <LoadState
              status={listStatus(query, products.length)}
              loading={<ProductCardSkeletons count={8} className={layout === 'grid' ? GRID : LIST} layout={layout} />}
              error={{ title: 'Failed to load products', description: errorMessage(query.error, 'Network error'), onRetry: () => void query.refetch() }}
              empty={{
                icon: <SearchIcon size={28} />,
                title: 'No products found',
                description: 'Try other words, or fewer filters.',
                actions: (
                  <>
                    <Button size="lg" onClick={() => update(withoutFilters(params))}>
                      Clear All Filters
                    </Button>
                    <Button
                      size="lg"
                      variant="outline"
                      onClick={() => {
                        setSearch('');
                        replace('browse');
                      }}
                    >
                      Browse All Products
                    </Button>
                  </>
                ),
              }}
              frameClassName="rounded-2xl border border-slate-200/80 bg-white"
            >
              <div className={layout === 'grid' ? GRID : LIST} data-testid="product-grid">
                {products.map((product, i) => (
                  <ProductCard key={product.id} product={product} layout={layout} eager={i < 4} />
                ))}
              </div>
              <LoadMore hasMore={Boolean(query.hasNextPage)} loading={query.isFetchingNextPage} onLoad={loadMore} />
            </LoadState>
          </section>
        </div>
      </div>

      {filtersOpened && (
        <Suspense fallback={null}>
          <FiltersModal open={filtersOpen} onOpenChange={setFiltersOpen}>
            {filtersForm}
          </FiltersModal>
        </Suspense>
      )}
    </div>
  );
}
