import type { ApiReplyOf } from '@sokoni/contracts/api-replies';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient, type ApiResult, type TokenSource } from './client.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function tokens(initial: string | null, refreshed = 'fresh-token'): TokenSource & { refresh: ReturnType<typeof vi.fn> } {
  return {
    getAccessToken: vi.fn(async () => initial),
    refresh: vi.fn(async () => ({ accessToken: refreshed })),
  };
}

const authHeader = (call: unknown[]) => ((call[1] as RequestInit).headers as Record<string, string>).authorization;

describe('api client', () => {
  it('sends the app\'s language as Accept-Language on every call, as it is at the time of the call (issue 29)', async () => {
    const fetch = vi.fn(async () => json(200, { success: true, data: {} }));
    let language = 'en';
    const api = createApiClient({ baseUrl: '/api', fetch, language: () => language });
    await api.get('/users/me');
    language = 'ss';
    await api.post('/auth/login', { identifier: '+26876123456', password: 'secret123' });
    const sent = fetch.mock.calls.map((call: unknown[]) => ((call[1] as RequestInit).headers as Record<string, string>)['accept-language']);
    expect(sent).toEqual(['en', 'ss']);
  });

  it('postOnce sends the Idempotency-Key, on the retry after a refresh too', async () => {
    const fetch = vi.fn(async () => json(401, { success: false, message: 'Invalid or expired token' }));
    fetch.mockResolvedValueOnce(json(401, { success: false, message: 'Invalid or expired token' })).mockResolvedValueOnce(json(201, { success: true, data: {} }));
    const api = createApiClient({ baseUrl: '/api', fetch, tokens: tokens('old-token') });
    await api.postOnce('/products/:id/comments', { comment: 'Hi' }, { params: { id: 'p1' }, idempotencyKey: 'key-1' });
    const keys = fetch.mock.calls.map((call: unknown[]) => ((call[1] as RequestInit).headers as Record<string, string>)['idempotency-key']);
    expect(keys).toEqual(['key-1', 'key-1']);
  });

  it('unwraps the envelope and returns data with the message', async () => {
    const fetch = vi.fn(async () => json(200, { success: true, data: { user: { id: 'u1' } }, message: 'Signed in successfully' }));
    const api = createApiClient({ baseUrl: '/api', fetch });
    await expect(api.get('/users/me')).resolves.toEqual({ data: { user: { id: 'u1' } }, message: 'Signed in successfully' });
    expect(fetch).toHaveBeenCalledWith('/api/users/me', expect.objectContaining({ method: 'GET' }));
  });

  it('fills in the path parameters, encoded, and appends the query', async () => {
    const fetch = vi.fn(async () => json(200, { success: true, data: {} }));
    const api = createApiClient({ baseUrl: '/api', fetch });
    const signal = new AbortController().signal;
    await api.get('/shops/:shopId/products/:id', { params: { shopId: 'a/b', id: 'x y?#' }, signal });
    expect(fetch).toHaveBeenCalledWith('/api/shops/a%2Fb/products/x%20y%3F%23', expect.objectContaining({ method: 'GET', signal }));
    await api.get('/shops/:shopId/products', { params: { shopId: 's1' }, query: { limit: 12, q: 'red shoes & more', sort: undefined, city: '' }, signal });
    expect(fetch).toHaveBeenLastCalledWith('/api/shops/s1/products?limit=12&q=red+shoes+%26+more', expect.objectContaining({ method: 'GET', signal }));
    await api.post('/products/:id/like', undefined, { params: { id: 'p1' } });
    expect(fetch).toHaveBeenLastCalledWith('/api/products/p1/like', expect.objectContaining({ method: 'POST', body: '{}' }));
    await api.delete('/shops/:id/follow', undefined, { params: { id: 's1' } });
    expect(fetch).toHaveBeenLastCalledWith('/api/shops/s1/follow', expect.objectContaining({ method: 'DELETE', body: undefined }));
    // @ts-expect-error: the path has a parameter, so `params` is required (and a missing one is refused at run time too)
    await expect(api.get('/products/:id')).rejects.toThrow('Missing path parameter id of /products/:id');
  });

  it('types each call by its route in the contracts\' map', () => {
    const api = createApiClient({ baseUrl: '/api', fetch: async () => json(200, { success: true, data: null }) });
    // Never run: the compiler checks these.
    const typed = () => {
      expectTypeOf(api.get('/products/:id', { params: { id: 'p1' } })).resolves.toEqualTypeOf<ApiResult<ApiReplyOf<'GET /products/:id'>>>();
      expectTypeOf(api.post('/auth/logout')).resolves.toEqualTypeOf<ApiResult<null>>();
      // @ts-expect-error: no parameters on this path
      void api.get('/users/me', { params: { id: 'u1' } });
      // @ts-expect-error: a parameter the path does not name
      void api.get('/products/:id', { params: { productId: 'p1' } });
      // @ts-expect-error: not a route
      void api.get('/nope');
      // @ts-expect-error: a route, but not a GET
      void api.get('/auth/login');
      // @ts-expect-error: a write to a path with parameters needs them after the body
      void api.post('/products/:id/like', {});
      // @ts-expect-error: a body the route's schema (the contracts' request map) does not take
      void api.post('/auth/login', { identifier: '+26876000000' });
      // @ts-expect-error: a query key the route does not read
      void api.get('/users/me/liked-products', { query: { page: 1, sort: 'newest' } });
      // @ts-expect-error: a query on a route that reads none
      void api.get('/users/me', { query: { page: 1 } });
    };
    expect(typed).toBeTypeOf('function');
  });

  it('accepts a body without the envelope as the data', async () => {
    const api = createApiClient({ baseUrl: '/api', fetch: async () => json(200, { countries: [] }) });
    await expect(api.get('/countries/picker')).resolves.toEqual({ data: { countries: [] }, message: undefined });
  });

  it('throws the server message, status, field errors and data of a failure', async () => {
    const body = { success: false, message: 'Please verify your phone number to continue', data: { requiresPhoneVerification: true } };
    const api = createApiClient({ baseUrl: '/api', fetch: async () => json(403, body) });
    const error = await api.post('/auth/login', { identifier: '+26876000001', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: body.message, data: body.data });

    const invalid = createApiClient({
      baseUrl: '/api',
      fetch: async () => json(422, { success: false, message: 'Validation failed', errors: [{ field: 'password', message: 'Too short' }] }),
    });
    await expect(invalid.post('/auth/register', { phoneNumber: '', password: '' })).rejects.toMatchObject({ fieldErrors: [{ field: 'password', message: 'Too short' }] });
  });

  it('falls back to "Request failed (status)" (marked unexplained, for screens with their own words) and reports invalid JSON', async () => {
    const bare = createApiClient({ baseUrl: '/api', fetch: async () => new Response('', { status: 502 }) });
    await expect(bare.get('/health')).rejects.toMatchObject({ message: 'Request failed (502)', status: 502, unexplained: true });
    const garbled = createApiClient({ baseUrl: '/api', fetch: async () => new Response('<html>', { status: 200 }) });
    await expect(garbled.get('/health')).rejects.toMatchObject({ message: 'Server returned invalid JSON' });
  });

  it('turns a failed fetch into "Network error" with status 0', async () => {
    const api = createApiClient({ baseUrl: '/api', fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await api.get('/users/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Network error', status: 0, isNetworkError: true });
  });

  it('offline, says so and what to do instead of "Network error"', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const api = createApiClient({ baseUrl: '/api', fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
      await expect(api.post('/products/:id/like', undefined, { params: { id: 'p1' } })).rejects.toMatchObject({
        message: "You're offline. Connect to the internet, then try again.",
        isNetworkError: true,
      });
    } finally {
      onLine.mockRestore();
    }
  });

  it('on 401 "Token expired": refreshes once and retries once with the new token', async () => {
    const source = tokens('old-token');
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(401, { success: false, message: 'Token expired' }))
      .mockResolvedValueOnce(json(200, { success: true, data: { user: { id: 'u1' } } }));
    const api = createApiClient({ baseUrl: '/api', fetch, tokens: source });

    await expect(api.get('/users/me')).resolves.toMatchObject({ data: { user: { id: 'u1' } } });
    expect(source.refresh).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(authHeader(fetch.mock.calls[0]!)).toBe('Bearer old-token');
    expect(authHeader(fetch.mock.calls[1]!)).toBe('Bearer fresh-token');
  });

  it('does not loop: a second 401 after the retry is thrown', async () => {
    const source = tokens('old-token');
    const fetch = vi.fn(async () => json(401, { success: false, message: 'Invalid or expired token' }));
    const api = createApiClient({ baseUrl: '/api', fetch, tokens: source });
    await expect(api.get('/users/me')).rejects.toMatchObject({ status: 401, message: 'Invalid or expired token' });
    expect(source.refresh).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never sends the bearer token or refreshes on the public auth calls', async () => {
    const source = tokens('old-token');
    const fetch = vi.fn(async () => json(401, { success: false, message: 'Invalid phone number or password' }));
    const api = createApiClient({ baseUrl: '/api', fetch, tokens: source });
    await expect(api.post('/auth/login', { identifier: '1', password: '2' })).rejects.toMatchObject({ status: 401 });
    expect(authHeader(fetch.mock.calls[0]!)).toBeUndefined();
    expect(source.getAccessToken).not.toHaveBeenCalled();
    expect(source.refresh).not.toHaveBeenCalled();
  });

  it('does not refresh for a 401 on a request made without a token', async () => {
    const source = tokens(null);
    const api = createApiClient({ baseUrl: '/api', fetch: async () => json(401, { success: false, message: 'Authentication required' }), tokens: source });
    await expect(api.get('/users/me')).rejects.toMatchObject({ message: 'Authentication required' });
    expect(source.refresh).not.toHaveBeenCalled();
  });

  it('a failed refresh rejects the call', async () => {
    const source = tokens('old-token');
    source.refresh.mockRejectedValueOnce(new Error('Token refresh failed'));
    const api = createApiClient({ baseUrl: '/api', fetch: async () => json(401, { success: false, message: 'Token expired' }), tokens: source });
    await expect(api.get('/users/me')).rejects.toThrow('Token refresh failed');
  });
});

describe('api client with an explicit bearer', () => {
  it('sends it as given and never refreshes', async () => {
    const fetch = vi.fn(async () => json(401, { success: false, message: 'Token expired' }));
    const api = createApiClient({ baseUrl: '/api', fetch });
    await expect(api.post('/auth/logout', { refreshToken: 'r1' }, { bearer: 'stale-token' })).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(authHeader(fetch.mock.calls[0]!)).toBe('Bearer stale-token');
  });
});
