import { Avatar } from '@/components/avatar.tsx';
import { VerifiedBadge } from '@/components/verified-badge.tsx';
import { PhoneIcon, StarIcon, StoreIcon } from '@/components/icons.tsx';
import { Skeleton } from '@/components/skeleton.tsx';
import { useShop } from '@/entities/shop/api/get-shop.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { productWords } from '../product-words.ts';
import { useTaxonomy } from '@/lib/taxonomy/use-taxonomy.ts';

/** doc 1 §2.7: the Shop Information card of a product page. */
export function ShopInfoCard({ shopId }: { shopId: string | undefined }) {
  const query = useShop(shopId ?? '');
  const shop = query.data?.shop;
  const t = useWords(productWords);
  const taxonomy = useTaxonomy();
  return (
    <section aria-labelledby="shop-info-heading" className="rounded-3xl border border-slate-200/80 bg-white p-5 shadow-sm">
      <h2 id="shop-info-heading" className="mb-3 font-bold text-slate-900">
        {t.shopInformation}
      </h2>
      {query.isPending && shopId ? (
        <div className="space-y-2">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      ) : !shop ? (
        <p className="flex items-center gap-2 text-sm text-slate-500">
          <StoreIcon size={18} /> {t.shopInfoMissing}
        </p>
      ) : (
        <div className="space-y-3">
          <div className="flex items-center gap-3">
            {shop.logo ? <img src={shop.logo} alt="" className="size-12 rounded-xl object-cover" /> : <Avatar name={shop.name} size={48} className="rounded-xl" />}
            <div className="min-w-0">
              <p className="flex items-center gap-1.5 font-bold text-slate-900">
                <span className="truncate">{shop.name}</span>
                {shop.isVerified && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-700">
                    <VerifiedBadge size={13} label={t.verified} /> {t.verified}
                  </span>
                )}
              </p>
              <p className="text-sm text-slate-500">
                {taxonomy.place(shop.location) || t.locationNotSpecified}
              </p>
            </div>
          </div>
          {shop.description && <p className="line-clamp-3 text-sm leading-relaxed text-slate-600">{shop.description}</p>}
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <StarIcon size={16} className="text-accent-500" fill="currentColor" />
            {shop.rating?.count > 0 ? (
              <>
                <span className="font-semibold">{shop.rating.average.toFixed(1)}</span>
                <span className="text-slate-500">
                  ({t.reviews(shop.rating.count)})
                </span>
              </>
            ) : (
              <span className="text-slate-500">{t.noReviewsYet}</span>
            )}
          </p>
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <PhoneIcon size={16} className="text-slate-400" />
            {shop.contactPhone ? <a href={`tel:${shop.contactPhone}`} className="font-semibold text-brand-700 hover:underline">{shop.contactPhone}</a> : t.contactViaApp}
          </p>
        </div>
      )}
    </section>
  );
}
