import type { OfferStatus } from '@sokoni/contracts/offer-rules';
import type { Offer } from '@sokoni/contracts/offers';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';

/** GET /offers?role=buyer|seller&status= → data.offers (issue 28). */
export async function getOffers(role: 'buyer' | 'seller', status?: OfferStatus, signal?: AbortSignal): Promise<Offer[]> {
  const { data } = await api.get('/offers', { query: { role, status }, signal });
  return data.offers;
}

export function useOffers(role: 'buyer' | 'seller', status?: OfferStatus, enabled = true) {
  return useQuery({ queryKey: queryKeys.offers.list(role, status), queryFn: ({ signal }) => getOffers(role, status, signal), enabled, staleTime: 15_000 });
}
