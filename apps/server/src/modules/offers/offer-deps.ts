import type { OfferMaker } from '@sokoni/contracts/offer-rules';
import type { Offer } from '@sokoni/contracts/offers';
import type { Db } from '../../platform/db/client.ts';
import type { OfferRow } from '../../platform/db/tables/offers.ts';
import type { OffersRepo } from './repo.ts';

/** A listing as offers need it: its terms, whether buyers may see it, and the shop's owner. */
export type Listing = { id: string; title: string; price: number; currency: string; shopId: string; ownerId: string; listed: boolean };

/** One step of a haggle, said in the buyer↔shop chat as a message carrying the offer. */
export type OfferStep = { offer: Offer; actorId: string; actorRole: OfferMaker; text: string };

/**
 * What the offers module needs from others, handed in by services.ts: listings (products and
 * shops), the chat that carries each step, and the live update of an offer's card.
 */
export type OffersDeps = {
  db: Db;
  repo: OffersRepo;
  listing: (productId: string) => Promise<Listing | undefined>;
  ownerOfShop: (shopId: string) => Promise<string | undefined>;
  shopsOwnedBy: (userId: string) => Promise<string[]>;
  /** Posts the step's message (opening the chat if needed); the chat's id. */
  say: (step: OfferStep) => Promise<string | null>;
  /** Tells both sides an offer changed (`offer:updated`): after each step, and on expiry, which has no message of its own. */
  changed: (offer: OfferRow) => void;
  now?: () => Date;
};
