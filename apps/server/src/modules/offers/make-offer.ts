import { OFFER_MESSAGES, OFFER_TTL_MS, type OfferMaker } from '@sokoni/contracts/offer-rules';
import type { Offer, OfferBody } from '@sokoni/contracts/offers';
import type { OfferRow } from '../../platform/db/tables/offers.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { invalid, isUniqueViolation } from '../../platform/http/errors.ts';
import { checkAmount, listingTakingOffers } from './offer-access.ts';
import { stepText } from './offer-chat-words.ts';
import type { Listing, OffersDeps } from './offer-deps.ts';
import { toOffer } from './offer-view.ts';

type Placing = { listing: Listing; buyerId: string; madeBy: OfferMaker; amount: number; message: string | null; key: string | null; parentOfferId: string | null };

/**
 * Writes a new open offer between a buyer and a listing, closing the open one it replaces (the
 * buyer's own is withdrawn; the shop's counter is answered, so countered). Two racing writes meet
 * at the one-open-offer index: the loser runs again and replaces the winner's.
 */
export async function placeOffer(deps: OffersDeps, placing: Placing, now: Date): Promise<OfferRow> {
  const { listing, buyerId } = placing;
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(deps.db, async (tx) => {
        const open = await deps.repo.openBetween(tx, buyerId, listing.id);
        if (open) {
          const status = open.expiresAt <= now ? 'expired' : open.madeBy === placing.madeBy ? 'withdrawn' : 'countered';
          await deps.repo.close(tx, open.id, { status, by: placing.madeBy === 'buyer' ? buyerId : listing.ownerId }, now, { evenIfDue: true });
        }
        return deps.repo.insert(tx, {
          productId: listing.id,
          shopId: listing.shopId,
          buyerId,
          madeBy: placing.madeBy,
          amount: placing.amount,
          currency: listing.currency,
          askingPrice: listing.price,
          parentOfferId: placing.parentOfferId ?? (open && open.madeBy !== placing.madeBy && open.expiresAt > now ? open.id : null),
          message: placing.message,
          key: placing.key,
          expiresAt: new Date(now.getTime() + OFFER_TTL_MS),
        });
      });
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
      if (placing.key) {
        const earlier = await deps.repo.byKey(buyerId, listing.id, placing.madeBy, placing.key);
        if (earlier) return earlier;
      }
    }
  }
}

/**
 * Says the step in the chat (the message carries the offer as the step left it), keeps the chat's
 * id on the offer, and tells both sides' lists (My Offers, the dashboards) that it changed.
 */
export async function sayStep(deps: OffersDeps, offer: OfferRow, title: string, actor: { id: string; role: OfferMaker }, text: string): Promise<OfferRow> {
  const chatId = await deps.say({ offer: toOffer(offer, title, deps.now?.() ?? new Date()), actorId: actor.id, actorRole: actor.role, text });
  const said = chatId && chatId !== offer.chatId ? { ...offer, chatId } : offer;
  if (said !== offer) await deps.repo.setChat(offer.id, said.chatId!);
  deps.changed(said);
  return said;
}

/** POST /products/{id}/offers: a signed-in buyer offers an amount in the listing's currency. */
export async function makeOffer(deps: OffersDeps, buyerId: string, productId: string, body: OfferBody, key?: string): Promise<Offer> {
  const now = deps.now?.() ?? new Date();
  const listing = await listingTakingOffers(deps, productId);
  if (listing.ownerId === buyerId) throw invalid('productId', OFFER_MESSAGES.ownListing);
  const earlier = key ? await deps.repo.byKey(buyerId, productId, 'buyer', key) : undefined;
  if (earlier) return toOffer(earlier, listing.title, now);
  checkAmount(body.amount, listing);
  const message = body.message?.trim() || null;
  const placed = await placeOffer(deps, { listing, buyerId, madeBy: 'buyer', amount: body.amount, message, key: key ?? null, parentOfferId: null }, now);
  const said = await sayStep(deps, placed, listing.title, { id: buyerId, role: 'buyer' }, stepText(OFFER_MESSAGES.made, placed, message));
  return toOffer(said, listing.title, now);
}
