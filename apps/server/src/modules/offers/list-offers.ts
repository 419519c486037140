import type { Offer } from '@sokoni/contracts/offers';
import type { OfferStatus } from '@sokoni/contracts/offer-rules';
import type { OfferRow } from '../../platform/db/tables/offers.ts';
import { offerFor } from './offer-access.ts';
import type { OffersDeps } from './offer-deps.ts';
import { toOffer } from './offer-view.ts';

/** Offers with their listings' titles (one lookup per listing). */
async function withTitles(deps: OffersDeps, rows: OfferRow[], now: Date): Promise<Offer[]> {
  const titles = new Map(await Promise.all([...new Set(rows.map((r) => r.productId))].map(async (id) => [id, (await deps.listing(id))?.title ?? ''] as const)));
  return rows.map((row) => toOffer(row, titles.get(row.productId) ?? '', now));
}

/**
 * GET /offers: a buyer's own offers, or the offers on the caller's shop (newest first). The
 * seller's view of open offers puts the best (highest) first, as the dashboard lists them.
 */
export async function listOffers(deps: OffersDeps, userId: string, query: { role: 'buyer' | 'seller'; status?: OfferStatus; productId?: string }): Promise<Offer[]> {
  const now = deps.now?.() ?? new Date();
  const filter = query.role === 'buyer' ? { buyerId: userId } : { shopIds: await deps.shopsOwnedBy(userId) };
  const rows = await deps.repo.list({ ...filter, status: query.status, productId: query.productId }, now);
  const offers = await withTitles(deps, rows, now);
  return query.role === 'seller' && query.status === 'open' ? offers.sort((a, b) => b.amount - a.amount) : offers;
}

/** GET /offers/{id}: for its buyer and the shop's owner only. */
export async function oneOffer(deps: OffersDeps, userId: string, offerId: string): Promise<Offer> {
  const { offer } = await offerFor(deps, offerId, userId);
  return (await withTitles(deps, [offer], deps.now?.() ?? new Date()))[0]!;
}

/** The offers some chat messages carry, as they stand now (the chats module's message views). */
export async function offersByIds(deps: OffersDeps, ids: string[]): Promise<Map<string, Offer>> {
  const rows = await deps.repo.byIds(ids);
  return new Map((await withTitles(deps, rows, deps.now?.() ?? new Date())).map((o) => [o.id, o]));
}
