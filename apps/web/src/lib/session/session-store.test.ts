import { SESSION_RULE_MESSAGES } from '@sokoni/contracts/session-rules';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, STORAGE_KEYS } from './session-store.ts';

const apiUser = {
  id: 'u1',
  _id: 'u1',
  name: '',
  username: 'user_1',
  displayName: 'user_1',
  phoneNumber: '+26879000001',
  role: 'user',
  shop: null,
};
const tokens = { accessToken: 'a1', refreshToken: 'r1' };

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('stores tokens and a normalised user, and notifies subscribers', () => {
    const store = createSessionStore(localStorage);
    const listener = vi.fn();
    store.subscribe(listener);
    const user = store.signIn(apiUser, tokens);
    expect(user.name).toBe('Unknown User');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r1');
    expect(store.getSnapshot()).toMatchObject({ status: 'authenticated', accessToken: 'a1' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('restores a session only when both tokens and the user are stored', () => {
    createSessionStore(localStorage).signIn(apiUser, tokens);
    expect(createSessionStore(localStorage).getSnapshot().status).toBe('authenticated');
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    expect(createSessionStore(localStorage).getSnapshot().status).toBe('anonymous');
  });

  it('rejects a user missing required fields with the doc 1 §5 message', () => {
    const store = createSessionStore(localStorage);
    expect(() => store.signIn({ ...apiUser, username: '' }, tokens)).toThrow(SESSION_RULE_MESSAGES.invalidStoredUser);
    expect(store.getSnapshot().status).toBe('anonymous');
  });

  it('clear removes tokens, user, shop and settings', () => {
    const store = createSessionStore(localStorage);
    store.signIn(apiUser, tokens);
    localStorage.setItem(STORAGE_KEYS.settings, '{}');
    store.clear();
    expect(Object.values(STORAGE_KEYS).map((key) => localStorage.getItem(key))).toEqual([null, null, null, null, null]);
    expect(store.getSnapshot().status).toBe('anonymous');
  });

  it('reload follows another tab signing out', () => {
    const store = createSessionStore(localStorage);
    store.signIn(apiUser, tokens);
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    store.reload();
    expect(store.getSnapshot().status).toBe('anonymous');
  });
});
