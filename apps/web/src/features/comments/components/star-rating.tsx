import { cn } from '@/components/cn.ts';
import { StarIcon } from '@/components/icons.tsx';
import { ratingLabel } from '../comment-display.ts';

/** Five stars, `rating` of them filled. */
export function StarRating({ rating, size = 14, className }: { rating: number; size?: number; className?: string }) {
  return (
    <span role="img" aria-label={ratingLabel(rating)} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} size={size} fill={n <= rating ? 'currentColor' : 'none'} className={n <= rating ? 'text-accent-500' : 'text-slate-300'} />
      ))}
    </span>
  );
}
