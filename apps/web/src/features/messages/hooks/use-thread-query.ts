import { useInfiniteQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { addMessages, newestMessageId, type Page, type Pages } from '../thread-cache.ts';

type Stored = { id: string; createdAt: string };

/**
 * A thread's pages: the newest 30 first, older ones on demand (`before` the oldest loaded).
 * The socket keeps it current, so it is never refetched whole; a thread opened again from the
 * cache asks only for what came after its newest message.
 */
export function useThreadQuery<M extends Stored, P extends Page<M>>(queryKey: QueryKey, fetchPage: (cursor: { before?: string; after?: string }, signal?: AbortSignal) => Promise<P>, enabled = true) {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage({ before: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.messages[0]?.createdAt : undefined),
    staleTime: Infinity,
    enabled,
  });

  useEffect(() => {
    const cached = client.getQueryData<Pages<P>>(queryKey);
    const after = newestMessageId(cached);
    if (!enabled || !after) return;
    const controller = new AbortController();
    fetchPage({ after }, controller.signal)
      .then((page) => client.setQueryData<Pages<Page<M>>>(queryKey, (current) => current && addMessages(current, page.messages)))
      .catch(() => undefined);
    return () => controller.abort();
    // Once per opened thread.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, enabled, JSON.stringify(queryKey)]);

  return query;
}
