import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@sokoni/contracts/envelope';
import type { MediaUploadResult } from '@sokoni/contracts/media';
import { SELLER_MESSAGES, shopImageKind, shopMediaReplySchema } from '@sokoni/contracts/seller';
import { authOf } from '../../platform/http/auth-guard.ts';
import { invalid } from '../../platform/http/errors.ts';
import { readOneUpload, type ReceivedUpload } from '../../platform/http/read-upload.ts';
import { ok } from '../../platform/http/reply.ts';
import { replies } from '../../platform/http/reply-schemas.ts';
import type { ShopsService } from './service.ts';

/** What this route needs of the media module: counting and storing one picture. */
export type ShopImageStore = {
  tmpDir: string;
  countUpload(userId: string): Promise<void>;
  discard(upload: ReceivedUpload): Promise<void>;
  store(ownerId: string, folder: string, upload: ReceivedUpload, options: { only: 'image'; messages: { wrongType: string; tooLarge: string } }): Promise<MediaUploadResult>;
};

/** Read no further than the largest shop picture and a little slack (the 413 says how large). */
const MAX_SHOP_IMAGE_READ = 6 * 1024 * 1024;

/** POST /shops/{id}/media (owner): multipart `file` + `kind` (logo | coverImage), saved to the shop at once. */
export const shopImageRoute: FastifyPluginAsyncZod<{ shops: ShopsService; media: ShopImageStore }> = async (app, { shops, media }) => {
  app.post(
    '/shops/:id/media',
    {
      onRequest: app.requireAuth,
      schema: { tags: ['shops'], summary: 'Upload my shop’s logo or cover (multipart `file`, `kind`); saved at once', params: idParams, consumes: ['multipart/form-data'], response: replies(shopMediaReplySchema) },
    },
    async (request) => {
      const { userId } = authOf(request);
      // Before reading a byte of the file: unknown shop 404, someone else's 403.
      await shops.assertOwner(userId, request.params.id);
      await media.countUpload(userId);
      const upload = await readOneUpload(request, { tmpDir: media.tmpDir, maxBytes: MAX_SHOP_IMAGE_READ });
      const kind = shopImageKind.safeParse(upload.fields.kind);
      if (!kind.success) {
        await media.discard(upload);
        throw invalid('kind', 'kind must be logo or coverImage');
      }
      const stored = await media.store(userId, 'shops', upload, { only: 'image', messages: { wrongType: SELLER_MESSAGES.notAnImage, tooLarge: SELLER_MESSAGES.imageTooLarge } });
      const shop = await shops.setImage(userId, request.params.id, kind.data, stored.key);
      const url = kind.data === 'logo' ? shop.logo : shop.coverImage;
      return ok({ url: url ?? stored.url, key: stored.key, shop }, 'Image uploaded successfully');
    },
  );
};
