import { OFFER_MESSAGES } from '@sokoni/contracts/offer-rules';
import { params } from '@nanostores/i18n';
import { i18n } from '@/lib/i18n/i18n.ts';

/** An offer's card, its row in a list and the Make Offer dialog (issues 28, 29); titles and amounts are data. */
export const offerWords = i18n('offer', {
  // The chat's line for each step (the server writes it in English into the message).
  made: OFFER_MESSAGES.made,
  stepCountered: OFFER_MESSAGES.countered,
  stepAccepted: OFFER_MESSAGES.accepted,
  stepDeclined: OFFER_MESSAGES.declined,
  withdrew: OFFER_MESSAGES.withdrew,
  amountRequired: OFFER_MESSAGES.amountRequired,
  amountPositive: OFFER_MESSAGES.amountPositive,
  amountAboveAsking: OFFER_MESSAGES.amountAboveAsking,
  lessThanMinute: 'Less than a minute left',
  minutesLeft: params('{minutes} min left'),
  hoursLeft: params('{hours} h left'),
  open: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  countered: 'Countered',
  expired: 'Expired',
  askingPrice: params('Asking price: {price}'),
  makeAnOffer: 'Make an offer',
  dialogDescription: params('{shop} sees it in your chat and can accept, decline or answer with a price of their own. It stays open for 48 hours.'),
  sendFailed: 'Could not send your offer. Please try again.',
  yourOffer: 'Your offer',
  messageOptional: 'Message (optional)',
  messageExample: 'e.g. I can pay cash and collect today',
  sendOffer: 'Send Offer',
  offerAccepted: 'Offer accepted',
  offerDeclined: 'Offer declined',
  offerWithdrawn: 'Offer withdrawn',
  counterSent: 'Counter offer sent',
  updateFailed: 'Could not update the offer. Please try again.',
  offerOf: params('Offer of {amount}'),
  shopOffer: 'Shop’s offer',
  dealerOffer: 'Dealer’s offer',
  buyerOffer: 'Buyer’s offer',
  asking: params('Asking {price}'),
  yourPrice: 'Your price',
  sendCounter: 'Send counter',
  cancel: 'Cancel',
  accept: 'Accept',
  counter: 'Counter',
  decline: 'Decline',
  withdraw: 'Withdraw',
  rowLabel: params('{title}: {amount}, {status}. Open the chat'),
  aListing: 'A listing',
  ofAsking: params('of {price}'),
  shopCounter: ' · the shop’s counter',
  offers: 'Offers',
  aVehicle: 'A vehicle',
  openCount: params('{count} open'),
  openOffersOn: params('Open offers on {title}'),
  acceptedOffers: 'Accepted offers',
});

export type OfferWords = ReturnType<typeof offerWords.get>;

const STEP_LINES = {
  made: OFFER_MESSAGES.made,
  stepCountered: OFFER_MESSAGES.countered,
  stepAccepted: OFFER_MESSAGES.accepted,
  stepDeclined: OFFER_MESSAGES.declined,
  withdrew: OFFER_MESSAGES.withdrew,
} as const;

/** A step's line as the chat message carries it ("Made an offer"), in the reader's language; other words as they came. */
export function offerStepLine(line: string, t: OfferWords = offerWords.get()): string {
  const key = (Object.keys(STEP_LINES) as (keyof typeof STEP_LINES)[]).find((k) => STEP_LINES[k] === line.trim());
  return key ? t[key] : line;
}

/** A chat message that records an offer step ("Made an offer: E700.00"), its step said in the reader's language. */
export function offerStepMessage(content: string, t: OfferWords = offerWords.get()): string {
  const colon = content.indexOf(':');
  if (colon < 0) return content;
  const line = offerStepLine(content.slice(0, colon), t);
  return line === content.slice(0, colon) ? content : `${line}${content.slice(colon)}`;
}
