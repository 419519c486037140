import { useShop } from '@/entities/shop/api/get-shop.ts';
import type { CatalogShop } from '@/entities/shop/types.ts';
import { useShopFollowState } from '@/entities/shop/use-shop-follow-state.ts';
import { useSocialActions } from './use-social-actions.ts';
import { formatCount } from '@sokoni/contracts/format-count';
import { formatMonthYear } from '@/lib/format/date.ts';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { useRequireLogin } from '@/components/login-prompt/login-prompt-context.ts';
import { Avatar } from '@/components/avatar.tsx';
import { Button } from '@/components/button.tsx';
import { cn } from '@/components/cn.ts';
import { LoadState } from '@/components/load-state.tsx';
import { CalendarIcon, ChatIcon, CheckIcon, MapPinIcon, PackageIcon, PlusIcon, StarIcon, StoreIcon, UserIcon } from '@/components/icons.tsx';
import { Skeleton } from '@/components/skeleton.tsx';
import { VerifiedBadge } from '@/components/verified-badge.tsx';
import { ShopProducts } from './shop-products.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { shopWords } from '@/entities/shop/shop-words.ts';
import { useTaxonomy } from '@/lib/taxonomy/use-taxonomy.ts';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 text-center">
      <dd className="text-lg font-extrabold text-slate-900 tabular-nums">{value}</dd>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
    </div>
  );
}

function ShopHeader({ shop, compact }: { shop: CatalogShop; compact: boolean }) {
  const session = useSession();
  const social = useSocialActions();
  const requireLogin = useRequireLogin('general');
  const { push } = useNavigation();
  const t = useWords(shopWords);
  const taxonomy = useTaxonomy();
  useShopFollowState(shop.id, shop.isFollowing);
  const signedIn = session.status === 'authenticated';
  const rating = shop.rating?.average ?? shop.averageRating ?? 0;
  const place = taxonomy.place(shop.location);
  return (
    <section aria-label={t.shop} className="overflow-hidden rounded-3xl border border-slate-200/80 bg-white shadow-sm">
      <div className={cn('relative bg-gradient-to-br from-brand-600 via-brand-800 to-brand-950', compact ? 'h-28' : 'h-32 md:h-44')}>
        {shop.coverImage && <img src={shop.coverImage} alt="" decoding="async" className="size-full object-cover" />}
      </div>
      <div className="px-4 pb-5 md:px-6">
        <div className="relative z-10 -mt-10 flex items-end gap-3">
          <div className="rounded-2xl bg-white p-1 shadow-md">
            {shop.logo ? (
              <img src={shop.logo} alt={t.logo({ name: shop.name })} width={76} height={76} decoding="async" className="size-[76px] rounded-xl object-cover" />
            ) : (
              <Avatar name={shop.name} size={76} className="rounded-xl" />
            )}
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="flex items-center gap-1.5 text-xl font-extrabold tracking-tight text-slate-900 md:text-2xl">
              <span className="truncate">{shop.name}</span>
              {shop.isVerified && <VerifiedBadge size={20} />}
            </h1>
            <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
              <MapPinIcon size={14} className="shrink-0" /> {place || t.locationNotSpecified}
            </p>
          </div>
          <div className="flex gap-2">
            <Button
              variant="outline"
              onClick={() => requireLogin() && push('messages', { shop: shop.id })}
            >
              <ChatIcon size={18} /> {t.message}
            </Button>
            {/* doc 1 §2.9/§6: Follow/Following only for signed-in visitors, never on one's own shop. */}
            {signedIn && social.canFollow(shop.owner?.id) && (
              <Button
                variant={shop.isFollowing ? 'secondary' : 'primary'}
                aria-pressed={Boolean(shop.isFollowing)}
                // Follow toggles on the server: wait until this viewer's state is known.
                disabled={shop.isFollowing === undefined}
                onClick={() => social.toggleFollow(shop.id, shop.isFollowing)}
              >
                {shop.isFollowing ? <CheckIcon size={18} /> : <PlusIcon size={18} />}
                {shop.isFollowing ? t.following : t.follow}
              </Button>
            )}
          </div>
        </div>
        {shop.description && <p className="mt-3 max-w-2xl text-[15px] leading-relaxed text-slate-700">{shop.description}</p>}
        <dl className="mt-4 flex justify-around gap-2 rounded-2xl bg-slate-50 px-2 py-3">
          <Stat label={t.products} value={formatCount(shop.productsCount)} />
          <Stat label={t.followers} value={formatCount(shop.followersCount)} />
          <Stat label={t.views} value={formatCount(shop.viewsCount)} />
          {rating > 0 && <Stat label={t.rating} value={rating.toFixed(1)} />}
        </dl>
      </div>
    </section>
  );
}

function ShopInformation({ shop }: { shop: CatalogShop }) {
  const t = useWords(shopWords);
  const taxonomy = useTaxonomy();
  const rows = [
    { icon: <CalendarIcon size={18} />, label: t.joined, value: formatMonthYear(shop.createdAt) || '—' },
    { icon: <MapPinIcon size={18} />, label: t.location, value: taxonomy.place(shop.location) || t.locationNotSpecified },
    { icon: <PackageIcon size={18} />, label: t.products, value: String(shop.productsCount ?? 0) },
    { icon: <UserIcon size={18} />, label: t.followers, value: String(shop.followersCount ?? 0) },
  ];
  const rating = shop.rating?.average ?? 0;
  return (
    <section aria-labelledby="shop-info-title" className="rounded-3xl border border-slate-200/80 bg-white p-5 shadow-sm">
      <h2 id="shop-info-title" className="font-bold text-slate-900">
        {t.shopInformation}
      </h2>
      <dl className="mt-3 space-y-3">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center gap-3 text-sm">
            {/* A group of a <dl> holds only <dt> and <dd>: the icon goes inside the term. */}
            <dt className="flex w-[7.25rem] shrink-0 items-center gap-3 text-slate-500">
              <span aria-hidden="true" className="text-slate-400">
                {row.icon}
              </span>
              {row.label}
            </dt>
            <dd className="min-w-0 font-semibold text-slate-800">{row.value}</dd>
          </div>
        ))}
        <div className="flex items-center gap-3 text-sm">
          <dt className="flex w-[7.25rem] shrink-0 items-center gap-3 text-slate-500">
            <span aria-hidden="true" className="text-slate-400">
              <StarIcon size={18} />
            </span>
            {t.rating}
          </dt>
          <dd className="font-semibold text-slate-800">
            {rating > 0 ? `${rating.toFixed(1)} (${t.reviews(shop.rating.count)})` : t.noReviewsYet}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * A shop's public page (doc 1 §2.9): header with stats and actions, products, and the shop's
 * information. Used by /shops/:id and by the feed's sliding shop panel.
 */
export function ShopProfile({ shopId, onBack, compact = false }: { shopId: string; onBack: () => void; compact?: boolean }) {
  const query = useShop(shopId);
  const shop = query.data?.shop;
  const t = useWords(shopWords);
  const goBack = (
    <Button size="lg" variant="outline" onClick={onBack}>
      {t.goBack}
    </Button>
  );
  // A 404 is no shop (doc 1 §8): "not found" is the empty state, anything else an error.
  const status = query.isPending ? 'loading' : shop ? 'ready' : query.isSuccess ? 'empty' : 'error';
  return (
    <LoadState
      status={status}
      loading={
        <div role="status" aria-label={t.loadingShop} className="space-y-4">
          <Skeleton className="h-56 w-full rounded-3xl" />
          <Skeleton className="h-6 w-40" />
        </div>
      }
      error={{ title: t.failedToLoad, description: t.failedToLoadHint, onRetry: () => void query.refetch(), actions: goBack }}
      empty={{ icon: <StoreIcon size={28} />, title: t.notFound, description: t.notFoundHint, actions: goBack }}
      frameClassName="rounded-3xl border border-slate-200/80 bg-white shadow-sm"
    >
      {shop && <ShopLayout shop={shop} compact={compact} />}
    </LoadState>
  );
}

function ShopLayout({ shop, compact }: { shop: CatalogShop; compact: boolean }) {
  const t = useWords(shopWords);
  const columns = compact ? 'grid grid-cols-2 gap-3 sm:grid-cols-3' : 'grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 lg:grid-cols-4';
  return (
    <div className={cn('space-y-5', !compact && 'lg:grid lg:grid-cols-[1fr_300px] lg:items-start lg:gap-6 lg:space-y-0')}>
      <div className="min-w-0 space-y-5">
        <ShopHeader shop={shop} compact={compact} />
        <section aria-labelledby="shop-products-title">
          <h2 id="shop-products-title" className="mb-3 text-lg font-bold text-slate-900">
            {t.products}
          </h2>
          <ShopProducts shopId={shop.id} columns={columns} />
        </section>
      </div>
      <div className={cn(!compact && 'lg:sticky lg:top-20')}>
        <ShopInformation shop={shop} />
      </div>
    </div>
  );
}
