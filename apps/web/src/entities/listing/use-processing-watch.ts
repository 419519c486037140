import { PROCESSING_POLL_MS } from '@sokoni/contracts/seller-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useToast } from '@/components/toast/toast-context.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime.ts';
import { getListing } from './api/get-listing.ts';
import { listingsCache } from './listing-cache.ts';
import { sellerMessageWords } from './seller-messages.ts';
import { applyFreshListing, createCompletionCounter, processingIds, type FreshOutcome } from './processing-watch.ts';
import type { Listing } from './types.ts';

/**
 * doc 2 §4: while any of the shop's products processes, each is re-read every 5 s, and the
 * server's `product:processed` event re-reads one at once; cards update in place (no reload) and
 * one toast counts the completions ('N product(s) completed processing!'). Polling stops when
 * nothing processes.
 */
export function useProcessingWatch(shopId: string | undefined, listings: readonly Listing[]): void {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [counter] = useState(createCompletionCounter);
  const watched = processingIds(listings).join(',');

  const reread = useCallback(
    async (ids: readonly string[]) => {
      if (!shopId) return;
      const cache = listingsCache(queryClient, shopId);
      const reads = await Promise.allSettled(ids.map((id) => getListing(shopId, id)));
      let completed = 0;
      for (const read of reads) {
        if (read.status !== 'fulfilled') continue;
        let outcome: FreshOutcome = 'absent';
        cache.set((data) => {
          const applied = applyFreshListing(data, read.value);
          outcome = applied.outcome;
          return applied.data;
        });
        if (counter.record(read.value.id, outcome)) completed += 1;
      }
      if (completed > 0) {
        toast.success(sellerMessageWords.get().completed({ count: completed }));
        // A drafted listing may now count in the shop's totals.
        void queryClient.invalidateQueries({ queryKey: queryKeys.shops.stats(shopId) });
      }
    },
    [shopId, queryClient, toast, counter],
  );

  useEffect(() => {
    if (!shopId || !watched) return;
    const ids = watched.split(',');
    // Processing again (after Retry): its next completion is news again.
    ids.forEach((id) => counter.forget(id));
    const timer = window.setInterval(() => void reread(ids), PROCESSING_POLL_MS);
    return () => window.clearInterval(timer);
  }, [shopId, watched, reread, counter]);

  useRealtimeEvent('product:processed', (event) => {
    if (event.shopId === shopId) void reread([event.productId]);
  });
}
