import { OFFER_MESSAGES } from '@sokoni/contracts/offer-rules';
import { stepText } from './offer-chat-words.ts';
import type { OffersDeps } from './offer-deps.ts';
import { sayStep } from './make-offer.ts';

/** The expiry job: open offers past 48 h are marked expired, and both sides' cards update. */
export async function expireDueOffers(deps: OffersDeps): Promise<number> {
  const expired = await deps.repo.expireDue(deps.now?.() ?? new Date());
  for (const offer of expired) deps.changed(offer);
  return expired.length;
}

/**
 * A listing marked sold: its other open offers are declined by the shop with a polite word in
 * each chat (the accepted one, if any, is the sale).
 */
export async function declineOnSale(deps: OffersDeps, productId: string, sellerId: string): Promise<number> {
  const now = deps.now?.() ?? new Date();
  const title = (await deps.listing(productId))?.title ?? '';
  let declined = 0;
  for (const open of await deps.repo.openOn(productId)) {
    const status = open.madeBy === 'seller' ? 'withdrawn' : 'declined';
    const closed = await deps.repo.close(deps.db, open.id, { status, by: sellerId, reason: OFFER_MESSAGES.soldToOther }, now, { evenIfDue: true });
    if (!closed) continue;
    declined += 1;
    // A chat that cannot take the message (the buyer blocked the shop) does not stop the sale.
    await sayStep(deps, closed, title, { id: sellerId, role: 'seller' }, stepText(OFFER_MESSAGES.declined, closed, OFFER_MESSAGES.soldToOther)).catch(() => deps.changed(closed));
  }
  return declined;
}
