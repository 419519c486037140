import { displayPrice } from '@sokoni/contracts/money';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { ReadMore } from '@/components/read-more.tsx';
import { StatusBadge } from '@/components/badge.tsx';
import { cn } from '@/components/cn.ts';
import { useCommentsSheet } from '@/components/comments-sheet/use-comments-sheet.ts';
import { LoadState } from '@/components/load-state.tsx';
import { ArrowLeftIcon, BookmarkIcon, CalendarIcon, ChatIcon, HeartIcon, PackageIcon, ShareIcon, StoreIcon, TagIcon } from '@/components/icons.tsx';
import { CARD_CLASS, Page } from '@/components/page.tsx';
import { Skeleton } from '@/components/skeleton.tsx';
import { errorMessage } from '@/lib/api/api-error.ts';
import { isNotFound, useProduct } from '@/entities/product/api/get-product.ts';
import { trackProductView } from '@/entities/product/api/track-product-view.ts';
import type { CatalogProduct } from '@/entities/product/types.ts';
import { useShareProduct } from '@/entities/product/use-share-product.ts';
import { useSocialActions } from '@/features/social/use-social-actions.ts';
import { formatCount } from '@sokoni/contracts/format-count';
import { formatDate } from '@/lib/format/date.ts';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useRequireLogin } from '@/components/login-prompt/login-prompt-context.ts';
import { ReportListing } from './components/report-listing.tsx';
import { ProductGallery } from './components/product-gallery.tsx';
import { ReviewsButton } from './components/reviews-button.tsx';
import { ShopInfoCard } from './components/shop-info-card.tsx';
import { MakeOfferButton } from '@/entities/offer/ui/make-offer-button.tsx';
import { useTaxonomy } from '@/lib/taxonomy/use-taxonomy.ts';
import { conditionName, productTerms, statusName } from '@/entities/product/product-terms.ts';
import { useNearViewport } from '@/lib/hooks/use-near-viewport.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { productWords } from './product-words.ts';

// Dialogs load when opened: their dialog library is ~40 KB a phone would otherwise fetch and run before the page answers.
const InquiryModal = lazy(() => import('./components/inquiry-modal.tsx').then((m) => ({ default: m.InquiryModal })));

const STATUS_TONES = { active: 'success', pending: 'warning', sold: 'danger', draft: 'neutral', archived: 'neutral' } as const;

// The similar listings are below the fold on a phone: their list, cards and enrichment load when
// the reader scrolls near them, not with the page.
const SimilarList = lazy(() => import('./components/similar-products.tsx').then((m) => ({ default: m.SimilarProducts })));

function SimilarWhenNear({ id }: { id: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  if (!near) return <div ref={ref} aria-hidden="true" className="h-px" />;
  return (
    <Suspense fallback={null}>
      <SimilarList id={id} />
    </Suspense>
  );
}

function ProductDetail({ product }: { product: CatalogProduct }) {
  const social = useSocialActions();
  const share = useShareProduct();
  const { push } = useNavigation();
  const requireLogin = useRequireLogin('general');
  const [inquiryOpen, setInquiryOpen] = useState(false);
  const { open: openComments } = useCommentsSheet();
  const t = useWords(productWords);
  const terms = useWords(productTerms);
  const taxonomy = useTaxonomy();
  const title = product.title || terms.untitled;
  const inStock = product.stock?.isInStock ?? (product.stock?.quantity ?? 0) > 0;
  const category = taxonomy.category(product.categoryName || product.category);
  const iconButton = 'flex size-11 items-center justify-center rounded-full ring-1 ring-slate-200 transition-colors hover:bg-slate-50';
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:gap-10">
        <ProductGallery media={product.media} title={title} />
        <div className="space-y-5">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge tone={STATUS_TONES[product.status] ?? 'neutral'}>
              <span className="capitalize">{statusName(terms, product.status)}</span>
            </StatusBadge>
            <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">{category}</span>
            <div className="ml-auto flex gap-2">
              <button type="button" aria-label={product.isLiked ? t.unlike : t.like} aria-pressed={Boolean(product.isLiked)} onClick={() => social.toggleLike(product)} className={cn(iconButton, product.isLiked ? 'bg-rose-50 text-rose-600' : 'bg-white text-slate-700')}>
                <HeartIcon size={20} fill={product.isLiked ? 'currentColor' : 'none'} />
              </button>
              <button type="button" aria-label={product.isBookmarked ? t.removeBookmark : t.bookmark} aria-pressed={Boolean(product.isBookmarked)} onClick={() => social.toggleBookmark(product)} className={cn(iconButton, product.isBookmarked ? 'bg-amber-50 text-amber-600' : 'bg-white text-slate-700')}>
                <BookmarkIcon size={20} fill={product.isBookmarked ? 'currentColor' : 'none'} />
              </button>
              <button type="button" aria-label={t.share} onClick={() => void share(product)} className={cn(iconButton, 'bg-white text-slate-700')}>
                <ShareIcon size={20} />
              </button>
            </div>
          </div>

          <div>
            <h1 className="text-2xl leading-tight font-extrabold tracking-tight text-slate-900 md:text-3xl">{title}</h1>
            <p className="mt-1 text-sm text-slate-500">
              {t.likesAndViews({ likes: formatCount(product.likes), views: formatCount(product.views) })}
            </p>
          </div>

          <div className="rounded-2xl bg-gradient-to-br from-brand-50 to-white p-4 ring-1 ring-brand-100">
            <p className="text-3xl font-extrabold tracking-tight text-brand-800 tabular-nums" data-testid="detail-price">
              {displayPrice(product.price?.amount, product.price?.currency)}
            </p>
            <p className="mt-1 text-sm font-medium text-slate-600">{t.negotiable}</p>
            {/* Issue 28: the buyer names a price; the shop answers in the chat. Not on your own listing, nor one not for sale. */}
            {social.canFollow(product.shop?.owner) && product.status === 'active' && product.price && product.price.amount > 0 && (
              <MakeOfferButton
                size="lg"
                variant="accent"
                block
                className="mt-3 gap-1.5"
                product={{ id: product.id, title, price: product.price.amount, currency: product.price.currency }}
                shopName={product.shop?.name ?? t.theShop}
              />
            )}
            {/* Side by side while both labels fit on one line each; stacked on a narrower screen. */}
            <div className="mt-4 flex flex-wrap gap-2">
              <Button size="lg" className="flex-[1_0_auto] gap-1.5 px-3 text-[15px] whitespace-nowrap" onClick={() => setInquiryOpen(true)}>
                <ChatIcon size={18} /> {t.messageShop}
              </Button>
              <Button size="lg" variant="outline" className="flex-[1_0_auto] gap-1.5 px-3 text-[15px] whitespace-nowrap" onClick={() => push('shop-page', { id: product.shop?.slug || product.shopId })}>
                <StoreIcon size={18} /> {t.visitShop}
              </Button>
              {/* doc 2 §2: a chat needs an account; nobody chats with their own shop. */}
              {social.canFollow(product.shop?.owner) && (
                <Button
                  size="lg"
                  variant="outline"
                  className="flex-[1_0_auto] gap-1.5 px-3 text-[15px] whitespace-nowrap"
                  onClick={() => requireLogin() && push('messages', { product: product.id, shop: product.shopId })}
                >
                  <ChatIcon size={18} /> {t.chat}
                </Button>
              )}
            </div>
          </div>

          <ReviewsButton product={product} onOpen={() => openComments({ targetType: 'product', targetId: product.id, title })} />

          <dl className="grid grid-cols-2 gap-2 text-sm">
            {[
              { label: t.condition, value: conditionName(terms, product.condition) },
              { label: t.stock, value: inStock ? t.inStock : t.outOfStock, tone: inStock ? 'text-emerald-700' : 'text-red-700' },
              { label: t.category, value: category },
              { label: t.listed, value: formatDate(product.createdAt), icon: <CalendarIcon size={14} /> },
              ...(product.brand ? [{ label: t.brand, value: product.brand }] : []),
            ].map((row) => (
              <div key={row.label} className="rounded-xl bg-white px-3 py-2.5 ring-1 ring-slate-200/80">
                <dt className="text-xs font-medium text-slate-500">{row.label}</dt>
                <dd className={cn('mt-0.5 font-semibold text-slate-900', 'tone' in row && row.tone)}>{row.value}</dd>
              </div>
            ))}
          </dl>

          {product.description && (
            <section>
              <h2 className="mb-1.5 font-bold text-slate-900">{t.description}</h2>
              <ReadMore text={product.description} />
            </section>
          )}
          {product.tags && product.tags.length > 0 && (
            <ul aria-label={t.tags} className="flex flex-wrap gap-2">
              {product.tags.map((tag) => (
                <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                  <TagIcon size={13} /> {tag}
                </li>
              ))}
            </ul>
          )}
          <ShopInfoCard shopId={product.shopId} />
          {social.canFollow(product.shop?.owner) && <ReportListing productId={product.id} />}
        </div>
      </div>
      <SimilarWhenNear id={product.id} />
      {inquiryOpen && (
        <Suspense fallback={null}>
          <InquiryModal open onOpenChange={setInquiryOpen} productId={product.id} productTitle={title} shopName={product.shop?.name ?? t.theShopLower} />
        </Suspense>
      )}
    </>
  );
}

/** Product detail (view detail, /products/:id — the share link of doc 1 §2, §2.7). */
export function ProductDetailView() {
  const { current, back, canGoBack, push } = useNavigation();
  const id = current.view === 'detail' ? current.params.id : undefined;
  const query = useProduct(id);
  const goBack = () => (canGoBack ? back() : push('browse'));
  const t = useWords(productWords);
  useEffect(() => {
    if (query.data?.product.id) trackProductView(query.data.product.id);
  }, [query.data?.product.id]);

  const goBackButton = (
    <Button size="lg" variant="outline" onClick={goBack}>
      {t.goBack}
    </Button>
  );
  // doc 1 §8: an unknown product is "not available" (the empty state), anything else an error.
  const status = query.isError ? (isNotFound(query.error) ? 'empty' : 'error') : query.data ? 'ready' : 'loading';
  const state = (
    <LoadState
      status={status}
      loading={
        <div role="status" aria-label={t.loadingProduct} className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="aspect-square w-full rounded-3xl" />
          <div className="space-y-3">
            <Skeleton className="h-6 w-24" />
            <Skeleton className="h-9 w-3/4" />
            <Skeleton className="h-28 w-full rounded-2xl" />
          </div>
        </div>
      }
      error={{ title: t.failedToLoad, description: errorMessage(query.error, t.networkError), onRetry: () => void query.refetch(), actions: goBackButton }}
      empty={{
        icon: <PackageIcon size={28} />,
        title: t.notAvailable,
        description: t.notFoundHint,
        actions: goBackButton,
      }}
      frameClassName={CARD_CLASS}
    >
      {query.data && <ProductDetail product={query.data.product} />}
    </LoadState>
  );
  if (status === 'error' || status === 'empty') return <Page title={t.product}>{state}</Page>;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-10 md:px-6 md:pt-6">
      <button type="button" onClick={goBack} className="mb-4 inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-semibold text-slate-600 hover:bg-slate-100">
        <ArrowLeftIcon size={18} /> {t.back}
      </button>
      {state}
    </div>
  );
}
