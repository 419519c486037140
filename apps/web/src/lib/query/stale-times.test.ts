// @vitest-environment node
import { SHOP_CACHE_MS } from '@sokoni/contracts/seller-rules';
import { describe, expect, it } from 'vitest';
import { STALE_TIMES } from './stale-times.ts';

describe('STALE_TIMES', () => {
  it("keeps the seller's shop for doc 2 §9's 30 s", () => {
    expect(STALE_TIMES.myShop).toBe(SHOP_CACHE_MS);
    expect(STALE_TIMES.shopStats).toBe(SHOP_CACHE_MS);
  });
});
