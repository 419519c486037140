import { cn } from './cn.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commonWords } from '@/components/common-words.ts';

/** A placeholder block while something loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-slate-200', className)} />;
}

/** Full-width loading state for a lazily loaded view. */
export function ViewSkeleton() {
  const t = useWords(commonWords);
  return (
    <div role="status" aria-label={t.loading} className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6">
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
