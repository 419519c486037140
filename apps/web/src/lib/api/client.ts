import type { ApiMethod, ApiPath, ApiReplyOf, ApiRouteKey, PathParamNames } from '@sokoni/contracts/api-replies';
import type { ApiBodyAt, ApiQueryAt } from '@sokoni/contracts/api-requests';
import type { FieldError } from '@sokoni/contracts/envelope';
import { CLIENT_MESSAGES } from '@sokoni/contracts/messages';
import { ApiError } from './api-error.ts';
import { toQueryString, type QueryParams } from './query-string.ts';

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
  /** The app's language, sent as Accept-Language on every call so the server's words match (issue 29). */
  language?: () => string;
};

/** The data of `METHOD path`, from the contracts' reply map (the server declares the same schema). */
export type ApiReplyAt<M extends ApiMethod, P extends string> = `${M} ${P}` extends infer K extends ApiRouteKey ? ApiReplyOf<K> : never;

type HasParams<P extends string> = [PathParamNames<P>] extends [never] ? false : true;
/** `params` names every `:name` segment of the path, and is there only when the path has some. */
export type PathParams<P extends string> = HasParams<P> extends true ? { params: Record<PathParamNames<P>, string> } : { params?: undefined };
/** The query string a route reads, from the contracts' request map (none for a route that reads none). */
type QueryOption<M extends ApiMethod, P extends string> = [ApiQueryAt<M, P>] extends [never] ? { query?: undefined } : { query?: ApiQueryAt<M, P> };
/** `bearer`: see RequestOptions. */
type CallOptions<M extends ApiMethod, P extends string> = PathParams<P> & QueryOption<M, P> & { signal?: AbortSignal; bearer?: string };
/** GET's options may be left out only when its path has no parameters. */
type ReadArgs<P extends string> = HasParams<P> extends true ? [options: CallOptions<'GET', P>] : [options?: CallOptions<'GET', P>];
/**
 * A write takes its JSON body (typed by the contracts' request map, `unknown` for a route that
 * reads none), then the same options, needed exactly when the path has parameters.
 */
type WriteArgs<M extends ApiMethod, P extends string> =
  HasParams<P> extends true ? [body: ApiBodyAt<M, P> | undefined, options: CallOptions<M, P>] : [body?: ApiBodyAt<M, P>, options?: CallOptions<M, P>];

/** `bearer`: a token to send as it is, with no refresh or retry (logout with a possibly stale token). */
type RequestOptions = { body?: unknown; signal?: AbortSignal; bearer?: string; idempotencyKey?: string };
/** What `call` takes once the public methods have checked the path's parameters. */
type CallArgs = Omit<RequestOptions, 'body'> & { params?: Readonly<Record<string, string>>; query?: unknown };
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
    throw new ApiError(message || CLIENT_MESSAGES.requestFailed(status), status, errors, data, !message);
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
    if (options.language) headers['accept-language'] = options.language();
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

  async function request<T>(method: ApiMethod, path: string, request: RequestOptions = {}): Promise<ApiResult<T>> {
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

  /** Calls `METHOD path` with its `:params` filled in (encoded) and the query string appended. */
  async function call<M extends ApiMethod, P extends ApiPath<M>>(method: M, path: P, body: unknown, options: CallArgs = {}): Promise<ApiResult<ApiReplyAt<M, P>>> {
    const { params, query, ...rest } = options;
    // The contracts' query schemas take the values a query string can carry (scalars).
    return request(method, `${fillPath(path, params)}${query ? toQueryString(query as QueryParams) : ''}`, { ...rest, body });
  }

  return {
    get: <P extends ApiPath<'GET'>>(path: P, ...[options]: ReadArgs<P>) => call('GET', path, undefined, options),
    /** Without a body, POST, PUT and PATCH send `{}`. */
    post: <P extends ApiPath<'POST'>>(path: P, ...[body, options]: WriteArgs<'POST', P>) => call('POST', path, body ?? {}, options),
    /** A post that may be retried after a lost reply: the server returns the first try's result for the same key. */
    postOnce: <P extends ApiPath<'POST'>>(path: P, body: ApiBodyAt<'POST', P>, options: CallOptions<'POST', P> & { idempotencyKey: string }) => call('POST', path, body, options),
    put: <P extends ApiPath<'PUT'>>(path: P, ...[body, options]: WriteArgs<'PUT', P>) => call('PUT', path, body ?? {}, options),
    patch: <P extends ApiPath<'PATCH'>>(path: P, ...[body, options]: WriteArgs<'PATCH', P>) => call('PATCH', path, body ?? {}, options),
    delete: <P extends ApiPath<'DELETE'>>(path: P, ...[body, options]: WriteArgs<'DELETE', P>) => call('DELETE', path, body, options),
  };
}

/** `/shops/:shopId/products/:id` with each `:name` replaced by its value, URI-encoded. */
export function fillPath(path: string, params: Readonly<Record<string, string>> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(value);
  });
}
