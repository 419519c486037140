import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/toast/toast-provider.tsx';
import { VerificationBanner } from './verification-banner.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderBanner(status: 'pending' | 'none' | 'rejected') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (current: typeof status) => (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <VerificationBanner user={{ idVerificationStatus: current, verificationProgress: 50 }} />
      </ToastProvider>
    </QueryClientProvider>
  );
  const { rerender } = render(tree(status));
  return { becomes: (next: typeof status) => rerender(tree(next)) };
}

describe('VerificationBanner', () => {
  it("reads 'Verification Under Review' while the ID is pending (24-48 hours, products can still be added)", () => {
    renderBanner('pending');
    expect(screen.getByText('Verification Under Review')).toBeTruthy();
    expect(screen.getByTestId('verification-banner').textContent).toMatch(/24-48 hours; you can still add products/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('otherwise prompts to start verification, and opens the verification modal right here (doc 2 §4)', async () => {
    // The modal refreshes the profile first: that call stays in flight here (its skeleton shows).
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderBanner('rejected');
    fireEvent.click(screen.getByRole('button', { name: 'Start verification' }));
    expect(await screen.findByRole('dialog', { name: 'Get Verified' })).toBeTruthy();
  });

  it('keeps the modal open when the submitted ID turns the banner to Under Review (its success message still shows)', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const banner = renderBanner('none');
    fireEvent.click(screen.getByRole('button', { name: 'Start verification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get Verified' });
    banner.becomes('pending');
    expect(screen.getByText('Verification Under Review')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Get Verified' })).toBe(dialog);
  });
});
