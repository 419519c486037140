import { LandingHero } from '@/components/landing-hero.tsx';
import type { CatalogProduct } from '@/entities/product/types.ts';
import { ProductCard } from '@/entities/product/ui/product-card.tsx';
import { GUEST_MARKET } from './browse-params.ts';
import { BrowseFrame, GRID } from './components/browse-frame.tsx';
import { BrowseHeader } from './components/browse-header.tsx';
import { BrowseToolbar } from './components/browse-toolbar.tsx';
import { MarketToggle } from './components/market-toggle.tsx';

const ignore = () => undefined;

/**
 * A guest's plain /browse on a phone as the server paints it before any script runs: the browse
 * screen's own parts (hero, heading, toolbar, the first cards), so when the app takes over nothing
 * moves. Rendered to HTML by the server (app/first-paint) inside a static-paint context.
 */
export function BrowseFirstPaint({ products, total }: { products: readonly CatalogProduct[]; total: number }) {
  return (
    <div className="md:hidden" data-first-paint-view="browse">
      <BrowseFrame
        hero={<LandingHero />}
        header={<BrowseHeader total={total} marketToggle={<MarketToggle marketName={GUEST_MARKET.name} allCountries={false} onChange={ignore} />} />}
        toolbar={
          <BrowseToolbar
            search=""
            onSearchChange={ignore}
            onSearch={ignore}
            sort="newest"
            onSort={ignore}
            filterCount={0}
            onOpenFilters={ignore}
            layout="grid"
            onLayout={ignore}
          />
        }
      >
        <div className={GRID}>
          {products.map((product) => (
            <ProductCard key={product.id} product={product} eager />
          ))}
        </div>
      </BrowseFrame>
    </div>
  );
}
