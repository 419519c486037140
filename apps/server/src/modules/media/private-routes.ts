import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privateFileQuery, privateFileSchema } from '@sokoni/contracts/media';
import { replies } from '../../platform/http/reply-schemas.ts';
import { contentDisposition } from './documents.ts';
import { sendStored } from './routes.ts';
import type { MediaService } from './service.ts';

/**
 * GET /media/private/{key}?exp=…&sig=… — a private file (chat attachments, ID verification) for
 * whoever holds an unexpired signed address: no bearer token (an `<img>` or `<video>` sends
 * none), so the address is the permission and is handed only to those who may see the file.
 * Cached by the browser alone and only until the address expires; documents always download
 * (a PDF or text someone sent never renders as a page of this origin). With an object store
 * (STORAGE_URL) the reply is a 302 to a presigned address of the bucket, as short-lived.
 */

export const privateMediaRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, { media }) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/private/*',
    compress: false,
    schema: {
      tags: ['media'],
      summary: 'A private file (chat attachment) by the signed address an upload or a message view gave; 403 once it expired',
      // Repeated parameters are not a 422: any address but the one handed out is simply refused (403).
      querystring: privateFileQuery,
      response: replies(privateFileSchema),
    },
    handler: async (request, reply) => {
      const raw = (request.params as { '*'?: string })['*'] ?? '';
      const found = await media.privateFile(raw, request.query.exp, request.query.sig);
      const maxAge = Math.max(0, found.expiresAt - Math.ceil(Date.now() / 1000));
      const disposition = contentDisposition(found.disposition, found.downloadName);
      if (found.storage.presignedGet && request.method === 'GET') {
        // On an object store the bucket sends the bytes: a presigned address good until this one's expiry
        // (a GET address: HEAD is answered here, from the object's metadata).
        const location = await found.storage.presignedGet(found.file.key, { expiresAt: found.expiresAt, contentDisposition: disposition, cacheControl: 'private' });
        return reply.headers({ 'cache-control': `private, max-age=${maxAge}`, 'referrer-policy': 'no-referrer' }).redirect(location, 302);
      }
      return sendStored(found.storage, found.file, request, reply, {
        'cache-control': `private, max-age=${maxAge}`,
        'content-disposition': disposition,
        'x-content-type-options': 'nosniff',
        // Opened on its own, the file is a sandboxed document that runs nothing.
        'content-security-policy': "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
        'cross-origin-resource-policy': 'same-site',
        'referrer-policy': 'no-referrer',
      });
    },
  });
};
