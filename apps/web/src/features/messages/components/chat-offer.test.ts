import type { Offer } from '@sokoni/contracts/offers';
import { describe, expect, it } from 'vitest';
import { latestOffers } from './chat-offer.tsx';

const offer = (id: string, extra: Partial<Offer> = {}): Offer => ({
  id,
  productId: 'p1',
  shopId: 's1',
  buyerId: 'b1',
  amount: 700,
  currency: 'SZL',
  status: 'open',
  parentOfferId: null,
  message: null,
  chatId: 'c1',
  expiresAt: '2026-12-01T12:00:00.000Z',
  createdAt: '2026-11-29T12:00:00.000Z',
  madeBy: 'buyer',
  askingPrice: 1000,
  productTitle: 'Bakkie',
  reason: null,
  decidedAt: null,
  ...extra,
});

describe('the offers a chat shows', () => {
  it('takes the newest message’s state of each offer', () => {
    const latest = latestOffers([offer('a'), offer('a', { status: 'accepted' })], new Map());
    expect(latest.get('a')?.status).toBe('accepted');
  });

  it('shows an offer answered by a counter as countered, and one replaced by the same side as withdrawn', () => {
    const counter = offer('b', { madeBy: 'seller', parentOfferId: 'a', createdAt: '2026-11-29T12:05:00.000Z' });
    expect(latestOffers([offer('a'), counter], new Map()).get('a')?.status).toBe('countered');
    const replaced = offer('c', { createdAt: '2026-11-29T12:06:00.000Z' });
    const latest = latestOffers([offer('a'), replaced], new Map());
    expect(latest.get('a')?.status).toBe('withdrawn');
    expect(latest.get('c')?.status).toBe('open');
  });

  it('takes the reader’s own step until its message arrives, never over a closed state', () => {
    expect(latestOffers([offer('a')], new Map([['a', offer('a', { status: 'declined' })]])).get('a')?.status).toBe('declined');
    expect(latestOffers([offer('a', { status: 'accepted' })], new Map([['a', offer('a', { status: 'withdrawn' })]])).get('a')?.status).toBe('accepted');
  });
});
