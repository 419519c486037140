import { cn } from './cn.ts';
import { VerifiedIcon } from './icons.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commonWords } from '@/components/common-words.ts';

/** The verified tick next to a shop's name (doc 1 §6: shop.isVerified or the owner's ID). */
export function VerifiedBadge({ size = 16, className, label }: { size?: number; className?: string; label?: string }) {
  const t = useWords(commonWords);
  label ??= t.verifiedShop;
  return (
    <span role="img" aria-label={label} title={label} className={cn('inline-flex shrink-0 text-sky-500', className)}>
      <VerifiedIcon size={size} />
    </span>
  );
}
