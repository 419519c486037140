import type { ReactNode } from 'react';
import { Button } from '@/components/button.tsx';
import { cn } from '@/components/cn.ts';
import { listStatus, LoadState } from '@/components/load-state.tsx';
import { CARD_CLASS } from '@/components/page.tsx';
import { Skeleton } from '@/components/skeleton.tsx';
import { errorMessage } from '@/lib/api/api-error.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { adminWords } from '../admin-words.ts';

/** What the list needs of an infinite query. */
type ListQuery = {
  isPending: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The previous filters' rows, shown while the new ones load. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
  data?: { pages: Array<{ pagination: { total: number } }> };
};

type Props = {
  query: ListQuery;
  /** Rows on screen. */
  count: number;
  /** Names the list for screen readers ("Pending verifications"). */
  label: string;
  /** What rows are called, for "20 of 45 users" and "1 user". */
  noun: { one: string; many: string };
  empty: { icon: ReactNode; title: string; description?: string };
  errorTitle: string;
  /** `cards`: rows are cards of their own (a grid); `rows`: one card, rows divided by lines. */
  layout?: 'rows' | 'cards';
  children: ReactNode;
};

/** Any console list: skeleton, error with Try Again, empty state, rows, and Load more while the server has more. */
export function AdminList({ query, count, label, noun, empty, errorTitle, layout = 'rows', children }: Props) {
  const t = useWords(adminWords);
  const total = query.data?.pages[0]?.pagination.total;
  const frame = cn(CARD_CLASS, 'px-2');
  return (
    <LoadState
      status={listStatus(query, count)}
      loading={<RowSkeletons layout={layout} />}
      error={{ title: errorTitle, description: errorMessage(query.error, t.networkError), onRetry: () => void query.refetch() }}
      empty={empty}
      frameClassName={frame}
    >
      {total !== undefined && (
        <p className="mb-2 text-sm text-slate-600" aria-live="polite">
          {count < total ? t.someOf({ count, total, noun: noun.many }) : t.total({ count: total, noun: total === 1 ? noun.one : noun.many })}
        </p>
      )}
      <ul
        aria-label={label}
        aria-busy={query.isPlaceholderData || undefined}
        className={cn(layout === 'cards' ? 'grid gap-4 lg:grid-cols-2' : cn(CARD_CLASS, 'divide-y divide-slate-100'), query.isPlaceholderData && 'opacity-60 transition-opacity')}
      >
        {children}
      </ul>
      {(query.hasNextPage || query.isFetchNextPageError) && (
        <div className="mt-4 flex flex-col items-center gap-2">
          {query.isFetchNextPageError && (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(query.error, t.loadMoreFailed)}
            </p>
          )}
          <Button variant="outline" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchNextPageError ? t.tryAgain : t.loadMore}
          </Button>
        </div>
      )}
    </LoadState>
  );
}

function RowSkeletons({ layout }: { layout: 'rows' | 'cards' }) {
  const t = useWords(adminWords);
  if (layout === 'cards') {
    return (
      <div role="status" aria-label={t.loading} className="grid gap-4 lg:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className={cn(CARD_CLASS, 'space-y-3 p-4')}>
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
            <div className="grid grid-cols-2 gap-3">
              <Skeleton className="h-40" />
              <Skeleton className="h-40" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  return (
    <div role="status" aria-label={t.loading} className={cn(CARD_CLASS, 'divide-y divide-slate-100')}>
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="flex items-center gap-3 p-4">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
          <Skeleton className="hidden h-9 w-24 md:block" />
        </div>
      ))}
    </div>
  );
}
