/** Offer rules without zod (constants, messages), so the web app can import them without the schema library (issue 28). */

export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'withdrawn', 'countered', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** Who made an offer: the buyer, or the shop's owner countering. */
export const OFFER_MAKERS = ['buyer', 'seller'] as const;
export type OfferMaker = (typeof OFFER_MAKERS)[number];
export const OFFER_ROLES = ['buyer', 'seller'] as const;
/** An open offer lapses after this long (issue 28: 48 h), said in its card and ended by a job. */
export const OFFER_TTL_MS = 48 * 60 * 60 * 1000;
export const OFFER_MESSAGE_MAX_LENGTH = 500;
export const OFFER_REASON_MAX_LENGTH = 300;

export const OFFER_MESSAGES = {
  notFound: 'Offer not found',
  productNotFound: 'Product not found',
  notAllowed: 'Only the buyer and the shop can act on this offer',
  ownListing: "You can't make an offer on your own listing",
  unavailable: 'This listing is not taking offers (it is sold, hidden or not live yet)',
  amountRequired: 'Enter the amount you offer',
  amountPositive: 'An offer must be more than 0',
  amountAboveAsking: 'An offer cannot be above the asking price',
  notOpen: (status: OfferStatus) => `This offer is ${status === 'open' ? 'still open' : `already ${status}`}`,
  notYourTurn: 'The other side has to answer this offer',
  onlyMaker: 'Only who made the offer can withdraw it',
  /** Chat words for each step (the card shows the figures). */
  made: 'Made an offer',
  countered: 'Countered the offer',
  accepted: 'Accepted the offer',
  declined: 'Declined the offer',
  withdrew: 'Withdrew the offer',
  soldToOther: 'Sorry, this item has been sold to another buyer. Thank you for your offer.',
} as const;
