import type { User } from '@sokoni/contracts/users';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/navigation/route-table.ts';
import type { Session } from '@/lib/session/session-store.ts';
import { guardOutcome } from './route-guard.tsx';

const signedIn = (role: User['role']): Session => ({ status: 'authenticated', user: { id: 'u1', role } as User, accessToken: 'a', refreshToken: 'r' });
const guest: Session = { status: 'anonymous' };

describe('route guards', () => {
  it('shows open views to everyone', () => {
    expect(guardOutcome(ROUTES.browse.guard, guest)).toBe('show');
    expect(guardOutcome(ROUTES.tiktok.guard, signedIn('user'))).toBe('show');
  });

  it('asks guests to sign in where a view needs an account (doc 1 §6)', () => {
    for (const view of ['favorites', 'messages', 'shop', 'account', 'chat'] as const) {
      expect(guardOutcome(ROUTES[view].guard, guest), view).toBe('sign-in-prompt');
      expect(guardOutcome(ROUTES[view].guard, signedIn('user')), view).toBe('show');
    }
  });

  it('sends anyone but an authenticated dealer from the dealer view to login (doc 1 §2.2)', () => {
    expect(guardOutcome(ROUTES.dealer.guard, guest)).toBe('login');
    expect(guardOutcome(ROUTES.dealer.guard, signedIn('user'))).toBe('login');
    expect(guardOutcome(ROUTES.dealer.guard, signedIn('admin'))).toBe('login');
    expect(guardOutcome(ROUTES.dealer.guard, signedIn('dealer'))).toBe('show');
  });

  it('keeps the admin console to admins: a guest is asked to sign in, anyone else finds nothing (issue 14)', () => {
    expect(guardOutcome(ROUTES.admin.guard, guest)).toBe('sign-in-prompt');
    for (const role of ['user', 'customer', 'dealer'] as const) expect(guardOutcome(ROUTES.admin.guard, signedIn(role)), role).toBe('not-found');
    expect(guardOutcome(ROUTES.admin.guard, signedIn('admin'))).toBe('show');
  });
});
