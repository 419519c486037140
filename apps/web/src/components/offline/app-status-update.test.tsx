import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const applyUpdate = vi.fn();
vi.mock('@/lib/pwa/service-worker.ts', () => ({
  updateStore: { subscribe: () => () => {}, getSnapshot: () => applyUpdate, getServerSnapshot: () => null },
}));

const { AppStatus } = await import('./app-status.tsx');

afterEach(cleanup);

describe('AppStatus, a new version waiting', () => {
  it('offers Reload, which switches to the new version', () => {
    render(<AppStatus />);
    expect(screen.getByTestId('update-available').textContent).toContain('A new version is available');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });
});
