import { CLIENT_MESSAGES } from '@sokoni/contracts/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/toast/toast-provider.tsx';
import { AuthScreen } from './auth-screen.tsx';

type Route = { status: number; body: unknown };

function stubApi(routes: Record<string, Route>) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const path = String(input).replace(/^\/api/, '').split('?')[0] ?? '';
    const route = routes[path] ?? { status: 404, body: { success: false, message: 'Resource not found' } };
    return new Response(JSON.stringify(route.body), { status: route.status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderScreen(mode?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <AuthScreen initialMode={mode} onClose={() => {}} onAuthenticated={() => {}} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const bodyOf = (fetch: ReturnType<typeof stubApi>, path: string) =>
  JSON.parse(String((fetch.mock.calls.find(([url]) => String(url) === `/api${path}`)?.[1] as RequestInit).body));

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AuthScreen', () => {
  it('sign-up refuses mismatched passwords without calling the server', () => {
    const fetch = stubApi({});
    renderScreen('signup');
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '7612 3456' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'password-1' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'password-2' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert').textContent).toContain(CLIENT_MESSAGES.passwordsDoNotMatch);
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/auth/'))).toHaveLength(0);
  });

  it('an unverified login sends a signup code and moves to the code step (doc 1 §4.1)', async () => {
    const fetch = stubApi({
      '/auth/login': {
        status: 403,
        body: { success: false, message: 'Please verify your phone number to continue', data: { requiresPhoneVerification: true, phoneNumber: '+26876123456' } },
      },
      '/auth/resend-otp': { status: 429, body: { success: false, message: 'Please wait 41 seconds before requesting a new code' } },
    });
    renderScreen();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '07612 3456' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'password-1' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByLabelText('Verification code')).toBeTruthy();
    expect(bodyOf(fetch, '/auth/login')).toEqual({ identifier: '+26876123456', password: 'password-1' });
    expect(bodyOf(fetch, '/auth/resend-otp')).toEqual({ phoneNumber: '+26876123456', type: 'signup' });
    // A "please wait" answer is the friendly green note, not an error.
    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain(CLIENT_MESSAGES.checkMessagingApp);
    expect(banner.dataset.tone).toBe('success');
  });

  it('shows the server message of a failed login in a red banner', async () => {
    stubApi({ '/auth/login': { status: 401, body: { success: false, message: 'Invalid phone number or password' } } });
    renderScreen();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '76123456' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-pass' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Invalid phone number or password'));
  });
});
