import type { ReactNode } from 'react';
import { SparklesIcon, StoreIcon } from '@/components/icons.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { VerifiedBadge } from '@/components/verified-badge.tsx';
import { ViewLink } from '@/components/view-link.tsx';
import { isShopVerified, type MyShop } from '@/entities/shop/types.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { sellerWords } from '../seller-words.ts';

/** The shop's address, a path in every language. */
const SHOP_PATH = '/shops/';

/** The dashboard's header (doc 2 §2.14): cover, logo, name, and 'AI Working' while products process. */
export function ShopHeader({ shop, aiWorking, actions }: { shop: MyShop; aiWorking: boolean; actions: ReactNode }) {
  const t = useWords(sellerWords);
  return (
    <header className="overflow-hidden rounded-3xl border border-slate-200/80 bg-white shadow-sm">
      <div className="relative h-28 bg-gradient-to-br from-brand-700 via-brand-600 to-brand-900 md:h-44">
        {shop.coverImage && <img src={shop.coverImage} alt="" className="size-full object-cover" />}
        {aiWorking && (
          <span data-testid="ai-working-badge" role="status" className="absolute top-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-brand-800 shadow">
            <SparklesIcon size={14} className="animate-pulse" /> {t.aiWorking}
          </span>
        )}
      </div>
      <div className="px-4 pb-4 md:px-6">
        <div className="relative z-10 -mt-9 flex items-end gap-3 md:-mt-11">
          <div className="flex size-18 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-white text-brand-700 shadow-md ring-4 ring-white md:size-22">
            {shop.logo ? <img src={shop.logo} alt={t.logoOf({ shop: shop.name })} className="size-full object-cover" /> : <StoreIcon size={30} />}
          </div>
        </div>
        <div className="mt-2 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
          <div className="min-w-0">
            {/* A long name wraps to a second line rather than losing its end on phones; the tick follows its last word. */}
            <h1 title={shop.name} className="line-clamp-2 text-2xl font-extrabold tracking-tight break-words text-slate-900 md:text-3xl">
              {shop.name}
              {isShopVerified(shop) && <VerifiedBadge size={20} className="ml-1.5 align-[-0.1em]" />}
            </h1>
            {shop.isOptimistic ? (
              <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-500" role="status">
                <Spinner size={14} /> {t.creatingShop}
              </p>
            ) : (
              <p className="mt-0.5 text-sm text-slate-500">
                <ViewLink view="shop-page" params={{ id: shop.slug || shop.id }} className="font-medium text-brand-700 hover:underline">
                  {SHOP_PATH}
                  {shop.slug}
                </ViewLink>
                {shop.description ? <span className="line-clamp-2 text-slate-600 md:line-clamp-1">{shop.description}</span> : null}
              </p>
            )}
          </div>
          {!shop.isOptimistic && <div className="grid grid-cols-2 gap-2 md:flex md:shrink-0 [&>*:first-child]:col-span-2">{actions}</div>}
        </div>
      </div>
    </header>
  );
}
