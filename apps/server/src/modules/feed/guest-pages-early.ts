import { LRUCache } from 'lru-cache';
import type { EarlyHandler } from '../../platform/http/early-replies.ts';
import type { ReplyCache } from '../../platform/http/reply-cache.ts';

const ROUTE = '/api/users/feed';
/** Distinct addresses remembered at most; past that the least recently served is forgotten (junk query strings cannot grow it). */
const MAX_ADDRESSES = 64;

/**
 * The guest feed's first pages straight from the reply cache, before Fastify (see
 * platform/http/early-replies.ts). The route teaches it which request address (`/api/users/feed?
 * page=1&limit=20`, as sent) is which cached page once it has served one to a guest; from then on
 * a guest's request for that address gets the prepared bytes while they are current. Anything
 * else — a token, a CORS request, a page never served, a page a change dropped — goes to the route.
 */
export function createGuestPagesEarly(cache: ReplyCache) {
  const keyOfAddress = new LRUCache<string, string>({ max: MAX_ADDRESSES });

  const handler: EarlyHandler = (req, res, headers) => {
    if (req.method !== 'GET' || req.headers.authorization !== undefined || req.headers.origin !== undefined) return undefined;
    const key = keyOfAddress.get(req.url ?? '');
    const body = key === undefined ? undefined : cache.peek(key);
    if (!body) return undefined;
    body.writeTo(req, res, headers);
    return ROUTE;
  };

  return {
    handler,
    /** The route served a guest `address` (a first page: no asOf) from the cache entry `key`. */
    learn(address: string, key: string) {
      if (keyOfAddress.get(address) === key) return;
      keyOfAddress.set(address, key);
    },
  };
}
