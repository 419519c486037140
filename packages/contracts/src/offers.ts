import { z } from 'zod';
import { idSchema } from './envelope.ts';
import { OFFER_MAKERS, OFFER_MESSAGE_MAX_LENGTH, OFFER_MESSAGES, OFFER_REASON_MAX_LENGTH, OFFER_ROLES, OFFER_STATUSES } from './offer-rules.ts';

export * from './offer-rules.ts';

const amount = z.coerce
  .number(OFFER_MESSAGES.amountRequired)
  .finite(OFFER_MESSAGES.amountRequired)
  .gt(0, OFFER_MESSAGES.amountPositive)
  .max(1e10, OFFER_MESSAGES.amountAboveAsking);
const note = (max: number) => z.string().trim().max(max, `At most ${max} characters`).optional();

/** POST /products/{id}/offers and POST /offers/{id}/counter (issue 28). */
export const offerBody = z.object({ amount, message: note(OFFER_MESSAGE_MAX_LENGTH) });
export type OfferBody = z.infer<typeof offerBody>;
/** POST /offers/{id}/decline. */
export const declineOfferBody = z.object({ reason: note(OFFER_REASON_MAX_LENGTH) }).optional();
/** GET /offers?role=buyer|seller&status=. */
export const offersQuery = z.object({ role: z.enum(OFFER_ROLES).default('buyer'), status: z.enum(OFFER_STATUSES).optional(), productId: idSchema.optional() });
export const offerParams = z.object({ id: idSchema });

/** An offer as the contract gives it (CONTRACT.md "Offers"), with who made it and the listing's asking price. */
export const offerSchema = z.object({
  id: z.string(),
  productId: z.string(),
  shopId: z.string(),
  buyerId: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(OFFER_STATUSES),
  parentOfferId: z.string().nullable(),
  message: z.string().nullable(),
  chatId: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  madeBy: z.enum(OFFER_MAKERS),
  /** The listing's price when the offer was made. */
  askingPrice: z.number(),
  productTitle: z.string(),
  /** Why it was declined, when the decliner said. */
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;
export const offerReplySchema = z.object({ offer: offerSchema });
export const offersReplySchema = z.object({ offers: z.array(offerSchema) });
