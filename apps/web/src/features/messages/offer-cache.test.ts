import { describe, expect, it } from 'vitest';
import type { Offer } from '@sokoni/contracts/offers';
import { withOfferStatus } from './offer-cache.ts';

const offer = (id: string, status: Offer['status']) => ({ id, status }) as Offer;
const thread = (...messages: { id: string; offer: Offer | null }[]) => ({ pages: [{ messages: messages.map((m) => ({ ...m, createdAt: '2026-11-30T01:00:00Z' })), hasMore: false }], pageParams: [undefined] });

describe('an offer’s new status in a loaded thread', () => {
  it('closes every open card of that offer, and leaves other messages alone', () => {
    const data = thread({ id: 'm1', offer: offer('o1', 'open') }, { id: 'm2', offer: null }, { id: 'm3', offer: offer('o2', 'open') });
    const next = withOfferStatus(data, 'o1', 'expired');
    expect(next.pages[0]!.messages.map((m) => m.offer?.status ?? null)).toEqual(['expired', null, 'open']);
  });

  it('never reopens a closed card (a late word of an older state)', () => {
    const data = thread({ id: 'm1', offer: offer('o1', 'accepted') });
    expect(withOfferStatus(data, 'o1', 'open').pages[0]!.messages[0]!.offer?.status).toBe('accepted');
    expect(withOfferStatus(data, 'o1', 'expired').pages[0]!.messages[0]!.offer?.status).toBe('accepted');
  });
});
