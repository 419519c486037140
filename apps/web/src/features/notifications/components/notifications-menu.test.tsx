import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPromptOpenContext } from '@/components/login-prompt/login-prompt-context.ts';
import { ToastProvider } from '@/components/toast/toast-provider.tsx';
import { NavigationProvider } from '@/lib/navigation/navigation-provider.tsx';
import { sessionStore } from '@/lib/session/session.ts';
import { fakeJwt } from '@/test/jwt-fixture.ts';
import { makeList, makeNotification } from '../test-factories.ts';
import { NotificationsMenu } from './notifications-menu.tsx';
import { NotificationsSync } from './notifications-sync.tsx';

// The realtime hook, with its handlers caught so a test can push events as the server would.
const realtimeHandlers = new Map<string, (payload: unknown) => void>();
vi.mock('@/lib/realtime/use-realtime.ts', () => ({
  useRealtimeEvent: (event: string, handler: (payload: unknown) => void) => realtimeHandlers.set(event, handler),
}));

type Reply = { status?: number; body: unknown };

function stubApi(routes: Record<string, Reply | (() => Reply)>) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const path = String(input).replace(/^\/api/, '').split('?')[0] ?? '';
    const route = routes[`${init?.method ?? 'GET'} ${path}`];
    const reply = typeof route === 'function' ? route() : (route ?? { status: 404, body: { success: false, message: 'Resource not found' } });
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const ok = (data: unknown): Reply => ({ body: { success: true, data } });

function signIn() {
  sessionStore.signIn(
    { id: 'u1', _id: 'u1', name: 'Sipho Nkosi', username: 'sipho', phoneNumber: '+26876000002', role: 'user', shop: null },
    { accessToken: fakeJwt(600), refreshToken: 'r1' },
  );
}

function Location() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderMenu({ sync = false } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const promptLogin = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/browse']}>
          <NavigationProvider>
            <LoginPromptOpenContext.Provider value={promptLogin}>
              {sync && <NotificationsSync userId="u1" />}
              <NotificationsMenu />
              <Location />
            </LoginPromptOpenContext.Provider>
          </NavigationProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { promptLogin };
}

/** While the menu is open the bell is aria-hidden, and hidden elements have no accessible name. */
const bellLabel = () => document.querySelector('[aria-haspopup="menu"]')?.getAttribute('aria-label');

async function openMenu() {
  const bell = await screen.findByRole('button', { name: /^Notifications/ });
  act(() => {
    bell.focus();
    fireEvent.keyDown(bell, { key: 'Enter' });
  });
  return screen.findByRole('menu');
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.clear();
  realtimeHandlers.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NotificationsMenu', () => {
  it('signed out, the bell asks the visitor to sign in', () => {
    const fetch = stubApi({});
    const { promptLogin } = renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(promptLogin).toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('caps the badge at 99+ (doc 1 §2.3)', async () => {
    signIn();
    stubApi({ 'GET /notifications/unread-count': ok({ unreadCount: 150 }) });
    renderMenu();
    const bell = await screen.findByRole('button', { name: 'Notifications, 99+ unread' });
    expect(bell.textContent).toContain('99+');
  });

  it('shows at most 20 items and the empty state otherwise', async () => {
    signIn();
    const many = Array.from({ length: 30 }, () => makeNotification());
    let list = makeList(many);
    stubApi({ 'GET /notifications/unread-count': ok({ unreadCount: 30 }), 'GET /notifications': () => ok(list) });
    renderMenu();
    let menu = await openMenu();
    await waitFor(() => expect(within(menu).getAllByText(/liked your product/)).toHaveLength(20));

    list = makeList([]);
    act(() => fireEvent.keyDown(menu, { key: 'Escape' }));
    menu = await openMenu(); // the list is asked for again on every open
    expect(await within(menu).findByText('No notifications')).toBeTruthy();
    await waitFor(() => expect(bellLabel()).toBe('Notifications'));
  });

  it('an unread item is marked read at once, and its link opens', async () => {
    signIn();
    const unread = makeNotification({ message: 'Thandeka started following your shop', type: 'follow', data: { actorName: 'Thandeka', link: '/shops/s1' } });
    let release!: () => void;
    const fetch = stubApi({
      'GET /notifications/unread-count': ok({ unreadCount: 1 }),
      'GET /notifications': ok(makeList([unread])),
      [`PATCH /notifications/${unread._id}/read`]: ok({ notification: { ...unread, isRead: true }, unreadCount: 0 }),
    });
    renderMenu();
    const menu = await openMenu();
    const item = await within(menu).findByRole('menuitem', { name: /started following your shop/ });
    fetch.mockImplementationOnce(
      () => new Promise((resolve) => (release = () => resolve(new Response(JSON.stringify({ success: true, data: { unreadCount: 0 } }))))),
    );
    act(() => fireEvent.click(item));
    // Optimistic: the badge is gone before the server has answered.
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/shops/s1');
    await waitFor(() => expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith(`/${unread._id}/read`) && init?.method === 'PATCH')).toBe(true));
    act(() => release());
  });

  it('puts the badge back when marking read fails', async () => {
    signIn();
    const unread = makeNotification({ data: {} });
    const fetch = stubApi({
      'GET /notifications/unread-count': ok({ unreadCount: 1 }),
      'GET /notifications': ok(makeList([unread])),
      [`PATCH /notifications/${unread._id}/read`]: { status: 500, body: { success: false, message: 'Internal server error' } },
    });
    renderMenu();
    const menu = await openMenu();
    const item = await within(menu).findByRole('menuitem', { name: /liked your product/ });
    act(() => fireEvent.click(item));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith(`/${unread._id}/read`))).toBe(true));
    await waitFor(() => expect(bellLabel()).toBe('Notifications, 1 unread'));
  });

  it('Mark all as read clears the badge', async () => {
    signIn();
    stubApi({
      'GET /notifications/unread-count': ok({ unreadCount: 2 }),
      'GET /notifications': ok(makeList([makeNotification(), makeNotification()])),
      'PATCH /notifications/mark-all-read': ok({ modifiedCount: 2 }),
    });
    renderMenu();
    const menu = await openMenu();
    await within(menu).findAllByRole('menuitem', { name: /liked your product/ });
    act(() => fireEvent.click(within(menu).getByRole('menuitem', { name: 'Mark all as read' })));
    await waitFor(() => expect(bellLabel()).toBe('Notifications'));
    expect(within(menu).queryByText('Unread')).toBeNull();
  });

  it('a pushed notification bumps the badge and shows a toast (doc 1 §4.7)', async () => {
    signIn();
    stubApi({ 'GET /notifications/unread-count': ok({ unreadCount: 1 }) });
    renderMenu({ sync: true });
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    act(() => realtimeHandlers.get('notification:new')!(makeNotification({ message: 'Thandeka liked your product "Kettle"' })));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(screen.getByText('Thandeka liked your product "Kettle"')).toBeTruthy();
  });
});
