import type { ReactNode } from 'react';
import { LoadState } from '@/components/load-state.tsx';
import { Skeleton } from '@/components/skeleton.tsx';
import { errorMessage } from '@/lib/api/api-error.ts';
import type { ThreadRow } from '../thread-model.ts';
import { ThreadMessages } from './thread-messages.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { messagesWords } from '../messages-words.ts';

export function ThreadSkeleton() {
  const t = useWords(messagesWords);
  return (
    <div className="flex flex-1 flex-col gap-3 p-4" aria-busy="true" aria-label={t.loadingMessages}>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="ml-auto h-10 w-1/2" />
      <Skeleton className="h-16 w-3/5" />
      <Skeleton className="ml-auto h-10 w-2/5" />
    </div>
  );
}

/** What a thread's pages query offers this view. */
type ThreadQuery = {
  isPending: boolean;
  isError: boolean;
  data: unknown;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
};

type Props = {
  query: ThreadQuery;
  rows: ThreadRow[];
  typingName: string | null;
  outgoing: { retry: (key: string) => void; dismiss: (key: string) => void };
  empty: ReactNode;
};

/** The messages of either style: a skeleton, 'Failed to get chat messages' with Try Again, or the messages. */
export function ThreadBody({ query, rows, typingName, outgoing, empty }: Props) {
  const t = useWords(messagesWords);
  return (
    <LoadState
      status={query.isPending ? 'loading' : query.isError && !query.data ? 'error' : 'ready'}
      loading={<ThreadSkeleton />}
      error={{ title: t.getMessagesFailed, description: errorMessage(query.error, t.checkConnection), onRetry: () => void query.refetch() }}
      frameClassName="flex flex-1 items-center justify-center p-6"
    >
      <ThreadMessages
        rows={rows}
        hasOlder={query.hasNextPage}
        loadingOlder={query.isFetchingNextPage}
        onLoadOlder={() => void query.fetchNextPage()}
        typingName={typingName}
        onRetry={outgoing.retry}
        onDismiss={outgoing.dismiss}
        empty={empty}
      />
    </LoadState>
  );
}
