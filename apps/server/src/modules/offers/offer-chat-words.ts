import { formatPrice } from '@sokoni/contracts/money';
import type { OfferRow } from '../../platform/db/tables/offers.ts';

/** A step's words in the chat and its notification, e.g. "Made an offer: E1,200.00 (can you do this?)". */
export function stepText(verb: string, offer: OfferRow, note?: string | null): string {
  const amount = formatPrice(offer.amount, offer.currency);
  return note?.trim() ? `${verb}: ${amount} (${note.trim()})` : `${verb}: ${amount}`;
}
