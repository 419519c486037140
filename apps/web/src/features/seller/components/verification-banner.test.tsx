import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigationContext, type Navigation } from '@/lib/navigation/navigation-context.ts';
import { VerificationBanner } from './verification-banner.tsx';

afterEach(cleanup);

function renderBanner(status: 'pending' | 'none' | 'rejected') {
  const push = vi.fn();
  const navigation = { push } as unknown as Navigation;
  render(
    <NavigationContext.Provider value={navigation}>
      <VerificationBanner user={{ idVerificationStatus: status }} />
    </NavigationContext.Provider>,
  );
  return push;
}

describe('VerificationBanner', () => {
  it("reads 'Verification Under Review' while the ID is pending (24-48 hours, products can still be added)", () => {
    renderBanner('pending');
    expect(screen.getByText('Verification Under Review')).toBeTruthy();
    expect(screen.getByTestId('verification-banner').textContent).toMatch(/24-48 hours; you can still add products/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('otherwise prompts to start verification, in the account view', () => {
    const push = renderBanner('rejected');
    screen.getByRole('button', { name: 'Start verification' }).click();
    expect(push).toHaveBeenCalledWith('account');
  });
});
