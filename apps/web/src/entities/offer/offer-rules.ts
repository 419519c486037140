import type { OfferStatus } from '@sokoni/contracts/offer-rules';
import type { Offer } from '@sokoni/contracts/offers';
import { offerWords, type OfferWords } from './offer-words.ts';

/** What is wrong with an amount typed for a listing asking `asking`, or null (the server says the same, 422). */
export function offerAmountError(text: string, asking: number, t: OfferWords = offerWords.get()): string | null {
  if (!text.trim()) return t.amountRequired;
  const amount = Number(text.replace(/[\s,]/g, ''));
  if (!Number.isFinite(amount)) return t.amountRequired;
  if (amount <= 0) return t.amountPositive;
  if (amount > asking) return t.amountAboveAsking;
  return null;
}

export const amountOf = (text: string) => Number(text.replace(/[\s,]/g, ''));

/** The status a card shows: an open offer past its time is expired before the server's job says so. */
export const shownStatus = (offer: Pick<Offer, 'status' | 'expiresAt'>, now: number): OfferStatus =>
  offer.status === 'open' && Date.parse(offer.expiresAt) <= now ? 'expired' : offer.status;

/** "48 h left" (a new offer), "35 min left", "Less than a minute left": to the nearest hour, then minute. */
export function timeLeft(expiresAt: string, now: number, t: OfferWords = offerWords.get()): string {
  const ms = Date.parse(expiresAt) - now;
  if (ms <= 60_000) return t.lessThanMinute;
  const minutes = Math.ceil(ms / 60_000);
  return minutes < 60 ? t.minutesLeft({ minutes }) : t.hoursLeft({ hours: Math.round(minutes / 60) });
}

/** A status's name in the reader's language (the words carry one per status). */
export const statusLabel = (status: OfferStatus, t: OfferWords = offerWords.get()): string => t[status];

/** The steps the viewer may take: the side it was made to answers it, the side that made it may withdraw it. */
export function stepsFor(offer: Pick<Offer, 'madeBy' | 'status' | 'expiresAt'>, viewer: 'buyer' | 'seller', now: number): ('accept' | 'decline' | 'counter' | 'withdraw')[] {
  if (shownStatus(offer, now) !== 'open') return [];
  return offer.madeBy === viewer ? ['withdraw'] : ['accept', 'counter', 'decline'];
}

/** The badge tone of each status, on cards and in lists. */
export const STATUS_TONE = { open: 'brand', accepted: 'success', declined: 'danger', withdrawn: 'neutral', countered: 'neutral', expired: 'warning' } as const satisfies Record<OfferStatus, string>;

/** Open offers grouped by listing, each group best first, the groups in order of their best offer (the dashboards' list). */
export function byListing<O extends Pick<Offer, 'productId' | 'amount'>>(offers: readonly O[]): O[][] {
  const groups = new Map<string, O[]>();
  for (const offer of offers) groups.set(offer.productId, [...(groups.get(offer.productId) ?? []), offer]);
  const best = (group: O[]) => group.sort((a, b) => b.amount - a.amount);
  return [...groups.values()].map(best).sort((a, b) => b[0]!.amount - a[0]!.amount);
}
