import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';

/** /products/:id and /shops/:id for browsers and link-preview crawlers: the app with Open Graph tags. */
export const sharePreviewRoutes: FastifyPluginAsyncZod<ModuleDeps & { indexHtmlPath: string }> = async (_app, _deps) => {};
