import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '@sokoni/contracts/offer-rules';
import { byListing, offerAmountError, shownStatus, stepsFor, timeLeft } from './offer-rules.ts';

const now = Date.parse('2026-11-29T12:00:00Z');
const inHours = (h: number) => new Date(now + h * 3_600_000).toISOString();

describe('offer rules on the web', () => {
  it('checks an amount as the server does', () => {
    expect(offerAmountError('', 1000)).toBe(OFFER_MESSAGES.amountRequired);
    expect(offerAmountError('abc', 1000)).toBe(OFFER_MESSAGES.amountRequired);
    expect(offerAmountError('0', 1000)).toBe(OFFER_MESSAGES.amountPositive);
    expect(offerAmountError('1 000.01', 1000)).toBe(OFFER_MESSAGES.amountAboveAsking);
    expect(offerAmountError('1,000', 1000)).toBeNull();
    expect(offerAmountError('750', 1000)).toBeNull();
  });

  it('shows an open offer past its time as expired, and the time left otherwise', () => {
    expect(shownStatus({ status: 'open', expiresAt: inHours(-0.01) }, now)).toBe('expired');
    expect(shownStatus({ status: 'open', expiresAt: inHours(1) }, now)).toBe('open');
    expect(timeLeft(inHours(47.99), now)).toBe('48 h left');
    expect(timeLeft(inHours(1.2), now)).toBe('1 h left');
    expect(timeLeft(inHours(0.5), now)).toBe('30 min left');
    expect(timeLeft(inHours(0.001), now)).toBe('Less than a minute left');
  });

  it('gives the side an offer was made to accept, counter and decline, and its maker withdraw', () => {
    const open = { status: 'open' as const, expiresAt: inHours(5), madeBy: 'buyer' as const };
    expect(stepsFor(open, 'seller', now)).toEqual(['accept', 'counter', 'decline']);
    expect(stepsFor(open, 'buyer', now)).toEqual(['withdraw']);
    expect(stepsFor({ ...open, status: 'accepted' }, 'seller', now)).toEqual([]);
    expect(stepsFor({ ...open, expiresAt: inHours(-1) }, 'seller', now)).toEqual([]);
  });

  it('groups open offers by listing for a dashboard: each listing best first, the best listing first', () => {
    const offers = [
      { id: 'a', productId: 'hilux', amount: 200 },
      { id: 'b', productId: 'polo', amount: 150 },
      { id: 'c', productId: 'hilux', amount: 240 },
      { id: 'd', productId: 'polo', amount: 260 },
    ];
    expect(byListing(offers).map((group) => group.map((o) => o.id))).toEqual([['d', 'b'], ['c', 'a']]);
  });
});
