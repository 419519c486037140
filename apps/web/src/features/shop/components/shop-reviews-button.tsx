import { StarIcon } from '@/components/icons.tsx';
import { useShop } from '@/entities/shop/api/get-shop.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { shopWords } from '@/entities/shop/shop-words.ts';

/** Opens the shop's Comments and Reviews sheet; shows its rating once it has one. */
export function ShopReviewsButton({ shopId, onOpen }: { shopId: string; onOpen: (shop: { id: string; name?: string }) => void }) {
  const shop = useShop(shopId).data?.shop;
  const rating = shop?.rating?.count ? shop.rating : null;
  const t = useWords(shopWords);
  return (
    <button
      type="button"
      // The page's URL may carry the slug; comments are kept under the shop's id.
      onClick={() => onOpen({ id: shop?.id ?? shopId, name: shop?.name })}
      className="inline-flex items-center gap-1.5 rounded-full bg-white px-3.5 py-1.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-200 hover:bg-slate-50"
    >
      <StarIcon size={16} fill={rating ? 'currentColor' : 'none'} className="text-accent-500" />
      {rating ? `${rating.average.toFixed(1)} · ` : ''}
      {t.reviewsButton}
    </button>
  );
}
