// Helpers for the comments integration tests: requests as a given user, and quick fixtures.
import type { TestContext } from '../../../test/harness.ts';
import { bearer } from '../../../test/factories.ts';
import { makeListing, makeShop, makeUser, makeUsers, productCounters, shopRow, type TestUser } from '../social/test-data.ts';

export { makeListing, makeShop, makeUser, makeUsers, productCounters, shopRow, type TestUser };

type Payload = Record<string, unknown>;

export function client(t: TestContext) {
  const headers = (user?: TestUser) => (user ? { headers: bearer(user.token) } : {});
  return {
    get: (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url: `/api${url}`, ...headers(user) }),
    post: (url: string, user?: TestUser, payload?: Payload) => t.app.inject({ method: 'POST', url: `/api${url}`, ...headers(user), ...(payload ? { payload } : {}) }),
    put: (url: string, user?: TestUser, payload?: Payload) => t.app.inject({ method: 'PUT', url: `/api${url}`, ...headers(user), ...(payload ? { payload } : {}) }),
    del: (url: string, user?: TestUser) => t.app.inject({ method: 'DELETE', url: `/api${url}`, ...headers(user) }),
  };
}
export type Client = ReturnType<typeof client>;

/** Posts a comment and returns it (asserting the 201). */
export async function postComment(api: Client, path: string, user: TestUser, payload: Payload) {
  const res = await api.post(path, user, payload);
  if (res.statusCode !== 201) throw new Error(`POST ${path} → ${res.statusCode} ${res.body}`);
  return res.json().data.comment as { _id: string; id: string; comment: string; rating: number | null; parentId: string | null; replyCount: number };
}

export const makeAdmin = (t: TestContext) => makeUser(t, { role: 'admin', name: 'Admin' });
export const unknownId = () => crypto.randomUUID();
