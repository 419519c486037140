import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A reply whose bytes never change while the process runs (country lists): serialised and
 * compressed once, answered with 304 when the phone already has it.
 */
export function createStaticJson(build: () => unknown, cacheControl: string) {
  let cached: { etag: string; raw: Buffer; br: Buffer; gzip: Buffer } | undefined;
  const load = () => {
    if (!cached) {
      const raw = Buffer.from(JSON.stringify(build()));
      cached = {
        raw,
        etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
        br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(raw, { level: 9 }),
      };
    }
    return cached;
  };

  // Sends and returns nothing, so it fits any route whatever reply schema it declares.
  return (request: FastifyRequest, reply: FastifyReply): void => {
    const body = load();
    reply.header('cache-control', cacheControl).header('etag', body.etag).header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === body.etag) {
      reply.status(304).send();
      return;
    }
    const accepts = String(request.headers['accept-encoding'] ?? '');
    reply.type('application/json; charset=utf-8');
    if (/\bbr\b/.test(accepts)) reply.header('content-encoding', 'br').send(body.br);
    else if (/\bgzip\b/.test(accepts)) reply.header('content-encoding', 'gzip').send(body.gzip);
    else reply.send(body.raw);
  };
}
