import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Listing } from '@/entities/listing/types.ts';
import { NavigationContext, type Navigation } from '@/lib/navigation/navigation-context.ts';
import { makeProduct } from '@/test/catalog-factories.ts';
import { SellerProductCard, type ListingHandlers } from './seller-product-card.tsx';

afterEach(cleanup);

function renderCard(listing: Listing) {
  const handlers: ListingHandlers = {
    onEdit: vi.fn(),
    onReview: vi.fn(),
    onDelete: vi.fn(),
    onToggleVisibility: vi.fn(),
    onMarkSold: vi.fn(),
    onMarkAvailable: vi.fn(),
    onRetry: vi.fn(async () => {}),
  };
  render(
    <NavigationContext.Provider value={{ push: vi.fn() } as unknown as Navigation}>
      <SellerProductCard listing={listing} handlers={handlers} />
    </NavigationContext.Provider>,
  );
  return handlers;
}

describe('SellerProductCard (doc 2 §2.14, §4)', () => {
  it("while the AI works: the overlay with 'Attempt n' above 1, and no edit, delete or sale", () => {
    renderCard(makeProduct({ title: 'New listing', status: 'pending', mediaProcessing: { status: 'processing', retryCount: 2 } }));
    expect(screen.getByTestId('ai-overlay').textContent).toContain('AI Working');
    expect(screen.getByTestId('ai-overlay').textContent).toContain('Attempt 2');
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as sold' })).toBeNull();
  });

  it('a draft waiting for its seller: "To review" and the Review and publish action, no sale', () => {
    const listing = makeProduct({ title: 'Blue cup', status: 'pending', mediaProcessing: { status: 'completed', retryCount: 1 } });
    const handlers = renderCard(listing);
    expect(screen.getByText('To review')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as sold' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Review and publish' }));
    expect(handlers.onReview).toHaveBeenCalledWith(listing);
  });

  it('a failed draft shows its reason and Retry; edit and delete stay', () => {
    const handlers = renderCard(makeProduct({ status: 'pending', mediaProcessing: { status: 'failed', retryCount: 3, error: 'This video could not be processed.' } }));
    expect(screen.getByTestId('failed-overlay').textContent).toContain('This video could not be processed.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(handlers.onRetry).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /^Edit / })).toBeTruthy();
  });

  it("reads 'Price on request' without a price, counts views, likes and comments, and toggles visibility", () => {
    const listing = makeProduct({ title: 'Basket', price: { amount: 0, currency: 'SZL', formattedPrice: '' }, views: 12, likes: 3, comments: 4 });
    const handlers = renderCard(listing);
    expect(screen.getByTestId('seller-product-price').textContent).toBe('Price on request');
    expect(screen.getByLabelText('12 views')).toBeTruthy();
    expect(screen.getByLabelText('3 likes')).toBeTruthy();
    expect(screen.getByLabelText('4 comments')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Visible to buyers: Basket' }));
    expect(handlers.onToggleVisibility).toHaveBeenCalledWith(listing);
  });

  it("offers 'Mark as available again' on a sold product, with the price it sold for", () => {
    const handlers = renderCard(makeProduct({ status: 'sold', sale: { soldAt: '2026-11-20T10:00:00Z', soldPrice: 900 } }));
    expect(screen.getByText('Sold for E900.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark as available again' }));
    expect(handlers.onMarkAvailable).toHaveBeenCalled();
  });
});
