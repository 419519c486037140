import { ChatIcon, ChevronRightIcon, StarIcon } from '@/components/icons.tsx';
import type { CatalogProduct } from '@/entities/product/types.ts';
import { formatCount } from '@sokoni/contracts/format-count';
import { useWords } from '@/lib/i18n/use-words.ts';
import { productWords } from '../product-words.ts';

/** "1.2K comments": the words counted for `n`, with the number as the app shortens it. */
const withCount = (text: string, n: number) => text.replace(String(n), formatCount(n));

/** The product's rating and comment count; opens the Comments and Reviews sheet. */
export function ReviewsButton({ product, onOpen }: { product: CatalogProduct; onOpen: () => void }) {
  const rating = product.rating?.count ? product.rating : null;
  const comments = product.comments ?? 0;
  const t = useWords(productWords);
  const commentsText = withCount(t.comments(comments), comments);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={rating ? t.reviewsLabelRated({ comments: t.comments(comments), average: rating.average.toFixed(1), reviews: t.reviews(rating.count) }) : t.reviewsLabel({ comments: t.comments(comments) })}
      className="flex w-full items-center gap-3 rounded-2xl bg-white px-4 py-3 text-left ring-1 ring-slate-200/80 transition-colors hover:bg-slate-50"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <ChatIcon size={20} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{t.commentsAndReviews}</span>
        <span className="flex items-center gap-1 text-sm text-slate-500">
          {rating ? (
            <>
              <StarIcon size={14} fill="currentColor" className="text-accent-500" />
              <span className="font-semibold text-slate-700">{rating.average.toFixed(1)}</span>({withCount(t.reviews(rating.count), rating.count)}) ·
            </>
          ) : (
            `${t.noReviewsYet} ·`
          )}{' '}
          {commentsText}
        </span>
      </span>
      <ChevronRightIcon size={20} className="text-slate-400" />
    </button>
  );
}
