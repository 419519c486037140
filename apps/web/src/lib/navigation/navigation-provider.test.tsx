import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNavigation, type Navigation } from './navigation-context.ts';
import { NavigationProvider } from './navigation-provider.tsx';

let navigation: Navigation;

function Probe() {
  const current = useNavigation();
  useEffect(() => {
    navigation = current;
  });
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <NavigationProvider>
        <Probe />
      </NavigationProvider>
    </MemoryRouter>,
  );
}

const here = () => screen.getByLabelText('location').textContent;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('NavigationProvider', () => {
  it('starts from the URL, pushes views as URLs and goes back through history', () => {
    vi.useFakeTimers();
    renderAt('/browse');
    expect(navigation.current.view).toBe('browse');
    expect(navigation.canGoBack).toBe(false);

    act(() => navigation.push('detail', { id: 'p1' }));
    expect(here()).toBe('/products/p1');
    act(() => navigation.push('aichat', { q: 'red shoes' }));
    expect(here()).toBe('/aichat?q=red+shoes');
    expect(navigation.entries.map((e) => e.view)).toEqual(['browse', 'detail', 'aichat']);

    act(() => navigation.back());
    expect(here()).toBe('/products/p1');
    // A second back inside the 100 ms guard is ignored.
    act(() => navigation.back());
    expect(here()).toBe('/products/p1');
    act(() => vi.advanceTimersByTime(100));
    act(() => navigation.back());
    expect(here()).toBe('/browse');
    expect(navigation.canGoBack).toBe(false);
  });

  it('scrolls to the top on each view change, but not on the first view (a painted page scrolled before the app took over stays put)', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt('/products/p1');
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigation.push('browse'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockRestore();
  });

  it('replace swaps the current entry; clearHistory returns to the feed', () => {
    renderAt('/');
    act(() => navigation.push('account'));
    act(() => navigation.replace('login'));
    expect(here()).toBe('/login');
    expect(navigation.entries.map((e) => e.view)).toEqual(['tiktok', 'login']);
    act(() => navigation.clearHistory());
    expect(here()).toBe('/');
    expect(navigation.entries.map((e) => e.view)).toEqual(['tiktok']);
  });
});
