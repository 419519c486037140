import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Headers of a shared reply besides the body's own: the phone may keep it but asks again each
 * time (If-None-Match, answered 304 while nothing changed).
 */
const SHARED_REPLY_HEADERS = { vary: 'accept-encoding', 'cache-control': 'no-cache' } as const;

/** The encoding a client gets: brotli, else gzip, else none; bodies under 1 KB are sent as they are. */
function encodingFor(acceptEncoding: string | undefined, size: number): Encoding {
  if (size < 1024 || !acceptEncoding) return 'identity';
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return 'identity';
}

/** Whether an If-None-Match names this reply (any of its encodings: their bytes decode the same). */
function isCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  return ifNoneMatch !== undefined && (ifNoneMatch === etag || ifNoneMatch.trim() === '*' || ifNoneMatch.includes(etag.slice(1, -1)));
}

/** A serialised reply, compressed at most once per encoding, its headers built once per variant. */
export class CachedBody {
  private br?: Buffer;
  private gz?: Buffer;
  readonly etag: string;
  // Per set of common headers (over http, over TLS), per variant (br, gzip, identity, 304).
  private readonly early = new WeakMap<object, Map<string, Record<string, string | number>>>();
  constructor(readonly raw: Buffer) {
    this.etag = `"${createHash('sha1').update(raw).digest('base64url')}"`;
  }
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
  bytes(encoding: Encoding): Buffer {
    return encoding === 'br' ? this.brotli() : encoding === 'gzip' ? this.gzip() : this.raw;
  }

  /** Sends it through Fastify (the route's hooks add the headers every reply carries). */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.headers({ ...SHARED_REPLY_HEADERS, etag: this.etag });
    if (isCurrent(request.headers['if-none-match'], this.etag)) return reply.status(304).send();
    const encoding = encodingFor(request.headers['accept-encoding'], this.raw.length);
    reply.type('application/json; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(this.bytes(encoding));
  }

  /**
   * Sends it straight from the node server (platform/http/early-replies.ts), with `common` (the
   * headers every reply carries): the same status, headers and bytes as send().
   */
  writeTo(req: IncomingMessage, res: ServerResponse, common: Readonly<Record<string, string>>): void {
    const notModified = isCurrent(req.headers['if-none-match'], this.etag);
    const encoding = notModified ? 'identity' : encodingFor(req.headers['accept-encoding'], this.raw.length);
    const variant = notModified ? '304' : encoding;
    let variants = this.early.get(common);
    if (!variants) this.early.set(common, (variants = new Map()));
    let headers = variants.get(variant);
    if (!headers) {
      headers = { ...common, ...SHARED_REPLY_HEADERS, etag: this.etag };
      if (!notModified) {
        headers['content-type'] = 'application/json; charset=utf-8';
        if (encoding !== 'identity') headers['content-encoding'] = encoding;
        headers['content-length'] = this.bytes(encoding).length;
      }
      variants.set(variant, headers);
    }
    res.writeHead(notModified ? 304 : 200, headers);
    res.end(notModified ? undefined : this.bytes(encoding));
  }
}

type Entry = {
  freshUntil: number;
  staleUntil: number;
  body?: CachedBody;
  pending?: Promise<CachedBody>;
  tags?: readonly string[];
  /** How the body was built, for a refresh started by peek(). */
  build?: () => Promise<unknown>;
};

export type ReplyCache = {
  /**
   * Answers with the reply cached under `key`, building it at most once per `ttlMs` however
   * many requests ask at once. With `ttlMs` 0 it just returns what `build` gives; otherwise it
   * sends the cached bytes itself (and settles with nothing, as an awaited reply does).
   */
  serve<T>(request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<T>): Promise<T | void>;
  /**
   * The body cached under `key` when serve() would send it without waiting (fresh, or stale while
   * a refresh runs, which this starts); undefined otherwise.
   */
  peek(key: string): CachedBody | undefined;
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
        const raw = Buffer.from(JSON.stringify(value));
        // The same bytes as before (nothing changed): the same body, compressed variants and all.
        const body = entry.body?.raw.equals(raw) ? entry.body : new CachedBody(raw);
        const t = now();
        const tags = tagsOf?.(value);
        if (startedAt !== generation && tags?.length) {
          // Built from rows a change may have outdated: serve it to its waiters, keep it for nobody.
          if (entries.get(key) === entry) entries.delete(key);
          return body;
        }
        Object.assign(entry, { body, tags, build, freshUntil: t + ttlMs, staleUntil: t + 2 * ttlMs, pending: undefined });
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
      return body.send(request, reply);
    },
    peek(key) {
      const entry = entries.get(key);
      if (!entry?.body) return undefined;
      const t = now();
      if (t < entry.freshUntil) return entry.body;
      if (t >= entry.staleUntil || !entry.build) return undefined;
      if (!entry.pending) refresh(key, entry, entry.build).catch(() => {});
      return entry.body;
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
