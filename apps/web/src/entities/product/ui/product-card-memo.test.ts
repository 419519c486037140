import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/catalog-factories.ts';
import { sameCard } from './product-card.tsx';

describe('a product card renders again only for what it shows', () => {
  const product = makeProduct({ likes: 3, views: 10, comments: 1 });

  it('a background refresh of counts the card does not show leaves it alone', () => {
    expect(sameCard({ product }, { product: { ...product, views: 11, comments: 2, bookmarks: 4 } })).toBe(true);
  });

  it('a new like count, like state, price, title or shop name renders it again', () => {
    expect(sameCard({ product }, { product: { ...product, likes: 4 } })).toBe(false);
    expect(sameCard({ product }, { product: { ...product, isLiked: true } })).toBe(false);
    expect(sameCard({ product }, { product: { ...product, price: { ...product.price, amount: 1 } } })).toBe(false);
    expect(sameCard({ product }, { product: { ...product, title: 'Another' } })).toBe(false);
    expect(sameCard({ product }, { product: { ...product, shop: { ...product.shop, name: 'Renamed' } } })).toBe(false);
  });

  it("a change of the card's own options renders it again", () => {
    expect(sameCard({ product, layout: 'grid' }, { product, layout: 'list' })).toBe(false);
    expect(sameCard({ product }, { product, footnote: 'Liked today' })).toBe(false);
  });
});
