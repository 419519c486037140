import type { ApiBodyOf } from '@sokoni/contracts/api-requests';
import type { Offer } from '@sokoni/contracts/offers';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/api.ts';

export type OfferInput = ApiBodyOf<'POST /products/:id/offers'>;
export type OfferStepName = 'accept' | 'decline' | 'withdraw' | 'counter';

/** A fresh key per attempt the user makes: a retried request after a lost reply is the same step. */
const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^A-Za-z0-9_.:-]/g, '');

/** POST /products/{id}/offers {amount, message?} → 201 data.offer (issue 28). */
export async function makeOffer(productId: string, input: OfferInput, key = newKey()): Promise<Offer> {
  const { data } = await api.postOnce('/products/:id/offers', input, { params: { id: productId }, idempotencyKey: key });
  return data.offer;
}

/** POST /offers/{id}/accept | decline | withdraw | counter → data.offer. */
export async function offerStep(offerId: string, step: OfferStepName, input?: OfferInput | { reason?: string }, key = newKey()): Promise<Offer> {
  const options = { params: { id: offerId }, idempotencyKey: key };
  const reply =
    step === 'counter'
      ? await api.postOnce('/offers/:id/counter', input as OfferInput, options)
      : step === 'decline'
        ? await api.postOnce('/offers/:id/decline', (input ?? {}) as { reason?: string }, options)
        : await api.postOnce(`/offers/:id/${step}`, undefined, options);
  return reply.data.offer;
}

export function useMakeOffer(productId: string) {
  return useMutation({ mutationFn: (input: OfferInput) => makeOffer(productId, input) });
}

export function useOfferStep(offerId: string) {
  return useMutation({ mutationFn: ({ step, input }: { step: OfferStepName; input?: OfferInput | { reason?: string } }) => offerStep(offerId, step, input) });
}
