import { describe, expect, it } from 'vitest';
import { viewForNotificationLink } from './notification-link.ts';

const origin = 'https://sokoni.example';

describe('viewForNotificationLink', () => {
  it('opens product and shop links as views', () => {
    expect(viewForNotificationLink('/products/p1', origin)).toEqual({ view: 'detail', params: { id: 'p1' } });
    expect(viewForNotificationLink(`${origin}/shops/s1`, origin)).toEqual({ view: 'shop-page', params: { id: 's1' } });
  });

  it('ignores missing, foreign and unknown links', () => {
    expect(viewForNotificationLink(undefined, origin)).toBeNull();
    expect(viewForNotificationLink('https://elsewhere.example/products/p1', origin)).toBeNull();
    expect(viewForNotificationLink('/nowhere/at/all', origin)).toBeNull();
  });
});
