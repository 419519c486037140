import type { Offer } from '@sokoni/contracts/offers';
import type { OfferRow } from '../../platform/db/tables/offers.ts';

/** An open offer past its time is expired, whether or not the expiry job has marked it yet. */
export const statusOf = (row: OfferRow, now: Date): Offer['status'] => (row.status === 'open' && row.expiresAt <= now ? 'expired' : row.status);

/** An offer as the contract gives it (CONTRACT.md "Offers"). */
export function toOffer(row: OfferRow, productTitle: string, now: Date): Offer {
  return {
    id: row.id,
    productId: row.productId,
    shopId: row.shopId,
    buyerId: row.buyerId,
    amount: row.amount,
    currency: row.currency,
    status: statusOf(row, now),
    parentOfferId: row.parentOfferId,
    message: row.message,
    chatId: row.chatId,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    madeBy: row.madeBy,
    askingPrice: row.askingPrice,
    productTitle,
    reason: row.reason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
