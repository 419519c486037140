import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastContext, type ToastApi } from '../toast/toast-context.ts';
import { AppStatus } from './app-status.tsx';
import { useRequireOnline } from './use-require-online.ts';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AppStatus', () => {
  it('says what still works while offline, and goes away back online', () => {
    render(<AppStatus />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    act(() => setOnline(false));
    expect(screen.getByTestId('offline-banner').textContent).toMatch(/You're offline\. You can still look at what you saw last/);
    act(() => setOnline(true));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });
});

describe('useRequireOnline', () => {
  function LikeButton() {
    const requireOnline = useRequireOnline();
    return (
      <button type="button" onClick={() => requireOnline('Liking') && document.body.setAttribute('data-liked', 'yes')}>
        Like
      </button>
    );
  }

  it('offline, names the action and what to do instead of acting', () => {
    const show = vi.fn();
    render(
      <ToastContext.Provider value={{ show } as unknown as ToastApi}>
        <LikeButton />
      </ToastContext.Provider>,
    );
    setOnline(false);
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(show).toHaveBeenCalledWith({ kind: 'warning', message: "You're offline", description: 'Liking needs an internet connection. Connect, then try again.' });
    expect(document.body.getAttribute('data-liked')).toBeNull();
    setOnline(true);
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(document.body.getAttribute('data-liked')).toBe('yes');
    expect(show).toHaveBeenCalledTimes(1);
  });
});
