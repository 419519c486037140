import type { Offer } from '@sokoni/contracts/offers';
import { OfferCard } from '@/entities/offer/ui/offer-card.tsx';
import { useSession } from '@/lib/session/use-session.ts';

/** An offer's card in a chat, seen from the reader's side (the buyer, or the shop answering it). */
export function ChatOffer({ offer, onChanged }: { offer: Offer; onChanged: (offer: Offer) => void }) {
  const session = useSession();
  const me = session.status === 'authenticated' ? session.user.id : '';
  return <OfferCard offer={offer} viewer={offer.buyerId === me ? 'buyer' : 'seller'} onChanged={onChanged} />;
}

/**
 * Each offer as it stands now: the newest message carrying it (every step says its new state),
 * then what the reader's own steps returned meanwhile. A buyer and a listing have one open offer
 * at most, so an open one with a newer offer after it was closed by it: countered when the other
 * side made the newer one, withdrawn (replaced) when the same side did (as the server records it).
 */
export function latestOffers(offers: readonly (Offer | null)[], changed: ReadonlyMap<string, Offer>): Map<string, Offer> {
  const latest = new Map<string, Offer>();
  for (const offer of offers) if (offer) latest.set(offer.id, offer);
  for (const [id, offer] of changed) {
    const known = latest.get(id);
    if (!known || known.status === 'open') latest.set(id, offer);
  }
  const newest = new Map<string, Offer>();
  for (const offer of latest.values()) {
    const thread = `${offer.buyerId}|${offer.productId}`;
    const seen = newest.get(thread);
    if (!seen || offer.createdAt > seen.createdAt) newest.set(thread, offer);
  }
  for (const [id, offer] of latest) {
    const last = newest.get(`${offer.buyerId}|${offer.productId}`)!;
    if (offer.status === 'open' && last.id !== id) latest.set(id, { ...offer, status: last.madeBy === offer.madeBy ? 'withdrawn' : 'countered' });
  }
  return latest;
}
