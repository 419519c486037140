import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './page-error-boundary.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A view whose file never arrives, as React.lazy sees it. */
const Unreachable = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/messages-view.js')));

function Page({ at, view }: { at: string; view: 'unreachable' | 'fine' }) {
  return (
    <PageErrorBoundary resetKey={at}>
      <Suspense fallback={<p>Loading</p>}>{view === 'unreachable' ? <Unreachable /> : <p>Help and FAQs</p>}</Suspense>
    </PageErrorBoundary>
  );
}

describe('PageErrorBoundary', () => {
  it('a view that cannot load says so and offers Try Again, which reloads the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(<Page at="/messages" view="unreachable" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("This page didn't load");
    expect(alert.textContent).toContain('Check your connection, then try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('the next address starts afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(<Page at="/messages" view="unreachable" />);
    await screen.findByRole('alert');
    rerender(<Page at="/help" view="fine" />);
    expect(screen.getByText('Help and FAQs')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
