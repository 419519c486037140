import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { getListing } from './get-listing.ts';

/** The owner's whole listing (the card's description is clipped at 200 characters; the detail carries the AI's draft). */
export function useListingDetail(shopId: string, id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.products.ownedOne(shopId, id ?? ''),
    queryFn: ({ signal }) => getListing(shopId, id ?? '', signal),
    enabled: Boolean(id),
    staleTime: 0,
  });
}
