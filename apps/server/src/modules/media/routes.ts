import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/http/errors.ts';
import { MEDIA_CACHE_CONTROL, normalizeKey, type Storage, type StoredObject } from '../../platform/storage/storage.ts';
import { flowFrom, pacedRange, pacedStream, type Pace } from '../../platform/media/paced-stream.ts';
import { SMALL_VIDEO_PACE } from '../../platform/media/safe-video.ts';

/**
 * Serves stored media under /media (registered at the root, not under /api): conditional
 * requests (ETag, Last-Modified → 304), single byte ranges (206, 416) so videos seek in the
 * browser, and the error envelope for anything missing. No directory listings, and a key that
 * is not a plain relative path is simply not found.
 */
export const mediaFilesRoutes: FastifyPluginAsyncZod<{ storage: Storage }> = async (app, { storage }) => {

  // HEAD is declared (not derived from GET) so it answers from the file's size without reading it.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    compress: false,
    schema: { hide: true },
    handler: async (request, reply) => {
      const raw = (request.params as { '*'?: string })['*'] ?? '';
      const key = normalizeKey(raw);
      const file = key ? await storage.stat(key) : null;
      if (!key || !file) throw notFound('File not found');
      // Media is public: let pages on other origins (a dev server, an embed) show it.
      // The small video rendition is for viewers saving data: it is paced, so what they swipe past is not downloaded.
      const pace = key.endsWith('-small.mp4') ? SMALL_VIDEO_PACE : undefined;
      return sendStored(storage, file, request, reply, { 'cache-control': MEDIA_CACHE_CONTROL, 'cross-origin-resource-policy': 'cross-origin' }, pace);
    },
  });
};

/**
 * One stored file as an HTTP reply, with the caller's headers (caching, disposition…):
 * conditional requests answer 304, a single byte range 206 (videos seek), a range past the end 416.
 */
export async function sendStored(storage: Storage, file: StoredObject, request: FastifyRequest, reply: FastifyReply, headers: Record<string, string>, pace?: Pace) {
  const body = async (range?: { start: number; end: number }) => {
    const stream = await storage.read(file.key, range);
    return pace ? pacedStream(stream, flowFrom(range?.start ?? 0, pace)) : stream;
  };
  const etag = `"${file.size.toString(16)}-${Math.floor(file.modifiedAt.getTime()).toString(16)}"`;
  const lastModified = new Date(Math.floor(file.modifiedAt.getTime() / 1000) * 1000);
  reply.headers(headers).header('etag', etag).header('last-modified', lastModified.toUTCString()).header('accept-ranges', 'bytes');

  if (notModified(request, etag, lastModified)) return reply.code(304).send();

  reply.type(file.contentType);
  const rangeHeader = request.headers.range;
  const asked = rangeHeader && rangeApplies(request, etag, lastModified) ? parseRange(rangeHeader, file.size) : undefined;
  const range = asked && asked !== 'unsatisfiable' && pace ? pacedRange(asked, pace) : asked;
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${file.size}`)
      .type('application/json; charset=utf-8')
      .send({ success: false, message: 'Requested range not satisfiable' });
  }
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', String(range.end - range.start + 1));
    if (request.method === 'HEAD') return reply.send();
    return reply.send(await body(range));
  }
  reply.header('content-length', String(file.size));
  if (request.method === 'HEAD' || file.size === 0) return reply.send();
  return reply.send(await body());
}

function notModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) {
    return ifNoneMatch
      .split(',')
      .map((t) => t.trim().replace(/^W\//, ''))
      .some((t) => t === '*' || t === etag);
  }
  const since = request.headers['if-modified-since'];
  if (since) {
    const t = Date.parse(since);
    return Number.isFinite(t) && lastModified.getTime() <= t;
  }
  return false;
}

/** If-Range: the range applies only while the client's copy is still this one. */
function rangeApplies(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const header = request.headers['if-range'];
  const ifRange = Array.isArray(header) ? header[0] : header;
  if (!ifRange) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return ifRange === etag;
  const t = Date.parse(ifRange);
  return Number.isFinite(t) && t === lastModified.getTime();
}

/**
 * One `bytes=` range → inclusive start/end; `unsatisfiable` when it lies past the end of the
 * file; undefined (serve the whole file, as RFC 9110 allows) for a malformed header or
 * several ranges.
 */
export function parseRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const m = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!m) return undefined;
  const [, a, b] = m;
  if (a === '' && b === '') return undefined;
  let start: number;
  let end: number;
  if (a === '') {
    // The last N bytes.
    const n = Number(b);
    if (n === 0) return 'unsatisfiable';
    start = Math.max(0, size - n);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
    if (b !== '' && Number(b) < start) return undefined;
  }
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start >= size || size === 0) return 'unsatisfiable';
  return { start, end };
}
