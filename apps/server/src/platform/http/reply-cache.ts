import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A serialised reply, compressed at most once per encoding. */
class CachedBody {
  private br?: Buffer;
  private gz?: Buffer;
  constructor(readonly raw: Buffer) {}
  brotli(): Buffer {
    this.br ??= brotliCompressSync(this.raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length },
    });
    return this.br;
  }
  gzip(): Buffer {
    this.gz ??= gzipSync(this.raw, { level: 6 });
    return this.gz;
  }
}

type Entry = { freshUntil: number; staleUntil: number; body?: CachedBody; pending?: Promise<CachedBody>; tags?: readonly string[] };

export type ReplyCache = {
  /**
   * Answers with the reply cached under `key`, building it at most once per `ttlMs` however
   * many requests ask at once. With `ttlMs` 0 it just returns what `build` gives; otherwise it
   * sends the cached bytes itself (and settles with nothing, as an awaited reply does).
   */
  serve<T>(request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<T>): Promise<T | void>;
  /** Drops every reply that showed `tag` (e.g. `product:{id}`), so the next request builds it anew. */
  drop(tag: string): void;
  clear(): void;
};

/**
 * A few seconds of in-process memory for replies every guest shares (the first pages of the feed
 * and of the lists): under load one query per key per few seconds instead of one per request.
 * A stale body is served for one more ttl while a single refresh runs, so an expiry never makes
 * fifty requests wait at once.
 */
export function createReplyCache(opts: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
  /** What a built reply shows (`product:{id}`, `shop:{id}` …), for drop(). */
  tagsOf?: (value: unknown) => readonly string[];
}): ReplyCache {
  const { ttlMs, maxEntries = 500, now = Date.now, tagsOf } = opts;
  const entries = new Map<string, Entry>();
  // A drop that lands while a build is running must not let that build's (older) reply in.
  let generation = 0;

  function refresh(key: string, entry: Entry, build: () => Promise<unknown>): Promise<CachedBody> {
    const startedAt = generation;
    const pending = build().then(
      (value) => {
        const body = new CachedBody(Buffer.from(JSON.stringify(value)));
        const t = now();
        const tags = tagsOf?.(value);
        if (startedAt !== generation && tags?.length) {
          // Built from rows a change may have outdated: serve it to its waiters, keep it for nobody.
          if (entries.get(key) === entry) entries.delete(key);
          return body;
        }
        Object.assign(entry, { body, tags, freshUntil: t + ttlMs, staleUntil: t + 2 * ttlMs, pending: undefined });
        return body;
      },
      (error: unknown) => {
        entry.pending = undefined;
        if (!entry.body && entries.get(key) === entry) entries.delete(key);
        throw error;
      },
    );
    entry.pending = pending;
    return pending;
  }

  async function get(key: string, build: () => Promise<unknown>): Promise<CachedBody> {
    const t = now();
    const entry = entries.get(key);
    if (entry?.body && t < entry.freshUntil) return entry.body;
    if (entry?.body && t < entry.staleUntil) {
      // A failed background refresh keeps the stale body; the next request tries again.
      if (!entry.pending) refresh(key, entry, build).catch(() => {});
      return entry.body;
    }
    if (entry?.pending) return entry.pending;
    if (entry) entries.delete(key);
    if (entries.size >= maxEntries) {
      for (const [k, e] of entries) {
        if (entries.size < maxEntries) break;
        if (!e.pending) entries.delete(k);
      }
    }
    const created: Entry = { freshUntil: 0, staleUntil: 0 };
    entries.set(key, created);
    return refresh(key, created, build);
  }

  return {
    async serve(request, reply, key, build) {
      if (ttlMs <= 0) return build();
      const body = await get(key, build);
      reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (body.raw.length >= 1024) {
        if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(body.brotli());
        if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(body.gzip());
      }
      return reply.send(body.raw);
    },
    drop(tag) {
      generation++;
      for (const [key, entry] of entries) if (entry.tags?.includes(tag)) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}

/** A cache key from the route and its validated params and query (so `?page=1` and `?` agree). */
export function cacheKey(request: FastifyRequest, extra = ''): string {
  return `${request.routeOptions.url}|${JSON.stringify(request.params ?? {})}|${JSON.stringify(request.query ?? {})}|${extra}`;
}

/**
 * How long a shared reply lives: 3 s in a running server; none under test, where a test inserts
 * rows and reads them back at once.
 */
export function sharedReplyTtlMs(config: { env: string }): number {
  return config.env === 'test' ? 0 : 3000;
}
