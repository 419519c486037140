import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogProduct } from '@/entities/product/types.ts';
import { makeProduct } from '@/test/catalog-factories.ts';
import { ProductCarousel } from './product-carousel.tsx';

// The cards themselves are the product card's business: here only the row and its arrows matter.
vi.mock('@/entities/product/ui/matched-product.tsx', () => ({ MatchedProduct: ({ product }: { product: CatalogProduct }) => <p>{product.title}</p> }));

/** The row's box as a browser would lay it out (happy-dom lays nothing out). */
const box = { client: 800, scroll: 800 };
const descriptors = ['clientWidth', 'scrollWidth'].map((name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const);
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => box.client });
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => box.scroll });
});
afterEach(() => {
  cleanup();
  for (const [name, descriptor] of descriptors) if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
});

const arrows = (container: HTMLElement) => container.querySelectorAll('button[aria-hidden="true"]');

describe('ProductCarousel', () => {
  it('shows no arrow when the cards and View All fit', () => {
    box.scroll = 800;
    const { container } = render(<ProductCarousel products={[makeProduct(), makeProduct(), makeProduct()]} matches={[]} onViewAll={() => {}} />);
    expect(screen.getByRole('button', { name: /View All/ })).toBeTruthy();
    expect(arrows(container)).toHaveLength(0);
  });

  it('shows the arrow towards the cards beyond the edge, and hides it at the end', () => {
    box.scroll = 1200;
    const { container } = render(<ProductCarousel products={Array.from({ length: 5 }, () => makeProduct())} matches={[]} onViewAll={() => {}} />);
    expect(arrows(container)).toHaveLength(1);
    const row = screen.getByRole('list', { name: 'Suggested products' });
    row.scrollLeft = 400;
    fireEvent.scroll(row);
    // At the end only the way back is left.
    expect(arrows(container)).toHaveLength(1);
    expect(arrows(container)[0]!.className).toContain('-left-3');
  });
});
