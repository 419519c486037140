import type { FieldError } from '@sokoni/contracts/envelope';
import { CLIENT_MESSAGES } from '@sokoni/contracts/messages';
import { ApiError } from './api-error.ts';

/** doc 1 §6/§4.3: these calls never carry the bearer token and never trigger a refresh. */
export const PUBLIC_AUTH_PATHS: readonly string[] = [
  '/auth/login',
  '/auth/register',
  '/auth/verify-otp',
  '/auth/forgot-password',
  '/auth/verify-forgot-password',
  '/auth/reset-password',
  '/auth/resend-otp',
  '/auth/refresh',
  '/auth/refresh-token',
];

/** doc 1 §8: messages that name a token problem. */
export function isTokenErrorMessage(message: string): boolean {
  const lower = message.toLowerCase();
  return lower.includes('invalid or expired token') || (lower.includes('token') && lower.includes('expired')) || lower.includes('unauthorized');
}

export type ApiResult<T> = { data: T; message?: string };

export type TokenSource = {
  getAccessToken: () => Promise<string | null>;
  refresh: () => Promise<{ accessToken: string }>;
};

export type ApiClientOptions = {
  baseUrl: string;
  tokens?: TokenSource;
  fetch?: typeof fetch;
};

/** `bearer`: a token to send as it is, with no refresh or retry (logout with a possibly stale token). */
type RequestOptions = { body?: unknown; signal?: AbortSignal; bearer?: string; idempotencyKey?: string };
type Envelope = { success?: boolean; data?: unknown; message?: unknown; errors?: unknown };

const isObject = (value: unknown): value is Envelope => typeof value === 'object' && value !== null;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(CLIENT_MESSAGES.invalidJson, response.status);
  }
}

/** Unwraps {success, data, message}; bodies without the envelope are accepted as the data (doc 1 §7). */
function unwrap<T>(status: number, ok: boolean, body: unknown): ApiResult<T> {
  const message = isObject(body) && typeof body.message === 'string' ? body.message : undefined;
  const enveloped = isObject(body) && typeof body.success === 'boolean';
  if (!ok || (enveloped && body.success === false)) {
    const errors = isObject(body) && Array.isArray(body.errors) ? (body.errors as FieldError[]) : [];
    const data = isObject(body) ? body.data : undefined;
    throw new ApiError(message || CLIENT_MESSAGES.requestFailed(status), status, errors, data);
  }
  return { data: (enveloped ? (body as Envelope).data : body) as T, message };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function send(method: string, path: string, token: string | null, request: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
    try {
      return await doFetch(`${options.baseUrl}${path}`, {
        method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: request.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw ApiError.network();
    }
  }

  async function request<T>(method: string, path: string, request: RequestOptions = {}): Promise<ApiResult<T>> {
    const isPublic = PUBLIC_AUTH_PATHS.includes(path.split('?')[0] ?? path);
    const token = isPublic ? null : ((await options.tokens?.getAccessToken()) ?? null);
    const response = await send(method, path, token ?? request.bearer ?? null, request);
    try {
      return unwrap<T>(response.status, response.ok, await readBody(response));
    } catch (error) {
      // doc 1 §4.3/§8: a 401 (or a token message) on an authenticated call → one refresh, one retry.
      const tokenProblem = error instanceof ApiError && (error.status === 401 || isTokenErrorMessage(error.message));
      if (!token || !tokenProblem || !options.tokens) throw error;
      const { accessToken } = await options.tokens.refresh();
      const retried = await send(method, path, accessToken, request);
      return unwrap<T>(retried.status, retried.ok, await readBody(retried));
    }
  }

  return {
    request,
    get: <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, { signal }),
    post: <T>(path: string, body?: unknown, bearer?: string) => request<T>('POST', path, { body: body ?? {}, bearer }),
    /** A post that may be retried after a lost reply: the server returns the first try's result for the same key. */
    postOnce: <T>(path: string, body: unknown, idempotencyKey: string) => request<T>('POST', path, { body, idempotencyKey }),
    put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body: body ?? {} }),
    patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body: body ?? {} }),
    delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, { body }),
  };
}
