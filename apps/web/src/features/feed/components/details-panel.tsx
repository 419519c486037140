import { displayPrice } from '@sokoni/contracts/money';
import { Avatar } from '@/components/avatar.tsx';
import { Button } from '@/components/button.tsx';
import { cn } from '@/components/cn.ts';
import { ReadMore } from '@/components/read-more.tsx';
import { VerifiedBadge } from '@/components/verified-badge.tsx';
import { LoadState } from '@/components/load-state.tsx';
import { ChatIcon, ChevronRightIcon, HeartIcon, MapPinIcon, PackageIcon, ShareIcon } from '@/components/icons.tsx';
import { Skeleton } from '@/components/skeleton.tsx';
import { ViewLink } from '@/components/view-link.tsx';
import { MakeOfferButton } from '@/entities/offer/ui/make-offer-button.tsx';
import { useTaxonomy } from '@/lib/taxonomy/use-taxonomy.ts';
import { useProduct } from '@/entities/product/api/get-product.ts';
import type { CatalogProduct } from '@/entities/product/types.ts';
import { formatCount } from '@sokoni/contracts/format-count';
import { useFeedActions } from '../hooks/use-feed-actions.ts';
import { FeedPanelFrame } from './feed-panel.tsx';
import { PanelMedia } from './panel-media.tsx';
import { productTerms } from '@/entities/product/product-terms.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { feedWords } from '../feed-words.ts';

function Spec({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-white px-3 py-2.5 ring-1 ring-slate-200/80">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 truncate font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

function Details({ product }: { product: CatalogProduct }) {
  const actions = useFeedActions();
  const t = useWords(feedWords);
  const terms = useWords(productTerms);
  const taxonomy = useTaxonomy();
  const title = product.title || terms.untitled;
  const place = taxonomy.place(product.shop?.location);
  const category = taxonomy.category(product.categoryName || product.category);
  return (
    <div className="pb-8">
      <div className="flex snap-x snap-mandatory overflow-x-auto bg-slate-900" aria-label={t.productMedia}>
        {product.media.map((item, i) => (
          // Keyed by address: the feed's copy has no storage key and the full product's has, and a
          // video tapped before the full product arrives must keep playing when it does.
          <div key={item.url} className="relative h-[min(52dvh,125vw)] w-full shrink-0 snap-center md:h-auto md:aspect-[4/5]">
            <PanelMedia item={item} alt={t.mediaOf({ title, n: i + 1, total: product.media.length })} eager={i === 0} />
            {product.media.length > 1 && (
              <span className="absolute right-3 bottom-3 rounded-full bg-black/55 px-2 py-0.5 text-xs font-semibold text-white">
                {i + 1}/{product.media.length}
              </span>
            )}
          </div>
        ))}
      </div>

      <div className="space-y-5 px-4 pt-4">
        <div className="flex items-center justify-between gap-2">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-bold text-brand-800">{category}</span>
          <div className="flex gap-1">
            <button
              type="button"
              aria-label={product.isLiked ? t.unlike : t.like}
              aria-pressed={Boolean(product.isLiked)}
              onClick={() => actions.like(product)}
              className={cn('flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-bold ring-1 ring-slate-200', product.isLiked ? 'bg-rose-50 text-rose-600' : 'bg-white text-slate-700')}
            >
              <HeartIcon size={18} fill={product.isLiked ? 'currentColor' : 'none'} /> {formatCount(product.likes)}
            </button>
            <button type="button" aria-label={t.share} onClick={() => actions.share(product)} className="flex size-10 items-center justify-center rounded-full bg-white text-slate-700 ring-1 ring-slate-200">
              <ShareIcon size={18} />
            </button>
          </div>
        </div>

        <div>
          <h3 className="text-xl leading-snug font-extrabold tracking-tight text-slate-900">{title}</h3>
          <p className="mt-1.5 text-2xl font-extrabold text-brand-800 tabular-nums">{displayPrice(product.price?.amount, product.price?.currency)}</p>
        </div>

        <Button block size="lg" onClick={() => actions.message(product)}>
          <ChatIcon size={20} /> {t.chatWithShop}
        </Button>
        {actions.canFollow(product) && product.status === 'active' && product.price && product.price.amount > 0 && (
          <MakeOfferButton
            block
            size="lg"
            variant="accent"
            product={{ id: product.id, title, price: product.price.amount, currency: product.price.currency }}
            shopName={product.shop?.name ?? t.theShop}
          />
        )}

        <dl className="grid grid-cols-2 gap-2">
          <Spec label={t.brand} value={product.brand || '—'} />
          <Spec label={t.category} value={category} />
          <Spec label={t.views} value={formatCount(product.views)} />
          <Spec label={t.likes} value={formatCount(product.likes)} />
        </dl>

        {product.description && (
          <section>
            <h4 className="mb-1.5 font-bold text-slate-900">{t.description}</h4>
            <ReadMore text={product.description} />
          </section>
        )}

        <button type="button" aria-label={t.visitShop({ shop: product.shop?.name ?? t.theShop })} onClick={() => actions.shop(product)} className="flex w-full items-center gap-3 rounded-2xl bg-white p-3 text-left ring-1 ring-slate-200 hover:bg-slate-50">
          <Avatar name={product.shop?.name ?? t.shop} src={product.shop?.avatar} size={44} />
          <span className="min-w-0 flex-1">
            <span className="flex items-center gap-1 font-bold text-slate-900">
              <span className="truncate">{product.shop?.name}</span>
              {product.shop?.isVerified && <VerifiedBadge size={15} />}
            </span>
            <span className="flex items-center gap-1 text-sm text-slate-500">
              <MapPinIcon size={13} /> {place || t.locationNotSpecified}
            </span>
          </span>
          <ChevronRightIcon size={20} className="text-slate-400" />
        </button>

        <Button block size="lg" variant="outline" onClick={() => actions.message(product)}>
          {t.messageAboutProduct}
        </Button>
        <ViewLink view="detail" params={{ id: product.id }} className="block text-center text-sm font-semibold text-brand-700 hover:underline">
          {t.openFullPage}
        </ViewLink>
      </div>
    </div>
  );
}

/** doc 1 §2.6: the details panel, opened by a left swipe, →, l or "View details". */
export function DetailsPanel({ productId, product, onClose }: { productId: string; product: CatalogProduct | undefined; onClose: () => void }) {
  // Feed items carry only their primary media: the full product (every picture) loads on open,
  // and on a reload with the panel open the product may not be in the feed yet at all.
  const query = useProduct(productId);
  const shown = query.data?.product ?? product;
  const t = useWords(feedWords);
  return (
    <FeedPanelFrame label={t.productDetails} onClose={onClose}>
      <LoadState
        status={shown ? 'ready' : query.isError ? 'error' : 'loading'}
        loading={
          <div role="status" aria-label={t.loadingProduct} className="space-y-3 p-4">
            <Skeleton className="aspect-[4/5] w-full" />
            <Skeleton className="h-6 w-2/3" />
          </div>
        }
        error={{ icon: <PackageIcon size={28} />, title: t.notAvailable, description: t.productNotFound }}
      >
        {shown && <Details product={shown} />}
      </LoadState>
    </FeedPanelFrame>
  );
}
