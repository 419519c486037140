import { OFFER_MESSAGES, OFFER_TTL_MS, type OfferStatus } from '@sokoni/contracts/offer-rules';
import type { Offer, OfferBody } from '@sokoni/contracts/offers';
import type { OfferRow } from '../../platform/db/tables/offers.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { checkAmount, listingTakingOffers, offerFor, staleOffer } from './offer-access.ts';
import { stepText } from './offer-chat-words.ts';
import type { OffersDeps } from './offer-deps.ts';
import { sayStep } from './make-offer.ts';
import { toOffer } from './offer-view.ts';

type Ending = 'accept' | 'decline' | 'withdraw';
const ENDS: Record<Ending, { status: Exclude<OfferStatus, 'open'>; verb: string }> = {
  accept: { status: 'accepted', verb: OFFER_MESSAGES.accepted },
  decline: { status: 'declined', verb: OFFER_MESSAGES.declined },
  withdraw: { status: 'withdrawn', verb: OFFER_MESSAGES.withdrew },
};

/** The listing's title for the offer's card ('' once the listing is gone). */
const titleOf = async (deps: OffersDeps, offer: OfferRow) => (await deps.listing(offer.productId))?.title ?? '';

async function currentConflict(deps: OffersDeps, offerId: string, title: string, now: Date) {
  return staleOffer((await deps.repo.byId(offerId))!, title, now);
}

/**
 * Accept or decline (the side the offer was made to) or withdraw (the side that made it). The
 * offer closes only if it is still open and unexpired: of two racing steps exactly one does, and
 * the other gets 409 with the offer as it now stands. A retry with the step's Idempotency-Key
 * gets the offer it closed.
 */
export async function endOffer(deps: OffersDeps, userId: string, offerId: string, ending: Ending, opts: { key?: string; reason?: string } = {}): Promise<Offer> {
  const now = deps.now?.() ?? new Date();
  const { offer, role } = await offerFor(deps, offerId, userId);
  if (ending === 'withdraw' && role !== offer.madeBy) throw forbidden(OFFER_MESSAGES.onlyMaker);
  if (ending !== 'withdraw' && role === offer.madeBy) throw forbidden(OFFER_MESSAGES.notYourTurn);
  const { status, verb } = ENDS[ending];
  const title = await titleOf(deps, offer);
  if (opts.key && offer.status === status && offer.decidedBy === userId && offer.decidedKey === opts.key) return toOffer(offer, title, now);
  if (ending === 'accept') await listingTakingOffers(deps, offer.productId);
  const reason = opts.reason?.trim() || null;
  const closed = await deps.repo.close(deps.db, offer.id, { status, by: userId, key: opts.key ?? null, reason }, now);
  if (!closed) throw await currentConflict(deps, offer.id, title, now);
  const said = await sayStep(deps, closed, title, { id: userId, role }, stepText(verb, closed, reason));
  return toOffer(said, title, now);
}

/** Counter: the side the offer was made to answers with an amount of its own, a new open offer. */
export async function counterOffer(deps: OffersDeps, userId: string, offerId: string, body: OfferBody, key?: string): Promise<Offer> {
  const now = deps.now?.() ?? new Date();
  const { offer, role } = await offerFor(deps, offerId, userId);
  if (role === offer.madeBy) throw forbidden(OFFER_MESSAGES.notYourTurn);
  const earlier = key ? await deps.repo.byKey(offer.buyerId, offer.productId, role, key) : undefined;
  const listing = await listingTakingOffers(deps, offer.productId);
  if (earlier) return toOffer(earlier, listing.title, now);
  checkAmount(body.amount, listing);
  const message = body.message?.trim() || null;
  const counter = await inTransaction(deps.db, async (tx) => {
    const closed = await deps.repo.close(tx, offer.id, { status: 'countered', by: userId, key: key ?? null }, now);
    if (!closed) return null;
    return deps.repo.insert(tx, {
      productId: offer.productId,
      shopId: offer.shopId,
      buyerId: offer.buyerId,
      madeBy: role,
      amount: body.amount,
      currency: listing.currency,
      askingPrice: listing.price,
      parentOfferId: offer.id,
      message,
      key: key ?? null,
      expiresAt: new Date(now.getTime() + OFFER_TTL_MS),
    });
  });
  if (!counter) throw await currentConflict(deps, offer.id, listing.title, now);
  const said = await sayStep(deps, { ...counter, chatId: offer.chatId }, listing.title, { id: userId, role }, stepText(OFFER_MESSAGES.countered, counter, message));
  return toOffer(said, listing.title, now);
}
