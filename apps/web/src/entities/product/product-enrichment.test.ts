import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/catalog-factories.ts';
import type { CatalogProduct } from './types.ts';
import { usableProducts } from './product-enrichment.ts';

describe('usableProducts', () => {
  it('leaves out the broken entries a feed page may carry, so batch calls never ask about them', () => {
    const good = makeProduct();
    const broken = [null, undefined, { ...makeProduct(), id: '' }, { ...makeProduct(), id: 'undefined' }] as unknown as CatalogProduct[];
    expect(usableProducts([broken[0]!, good, ...broken.slice(1)])).toEqual([good]);
  });
});
