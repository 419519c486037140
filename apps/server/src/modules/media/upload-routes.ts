import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';

/** POST /media/upload, DELETE /media (doc 1 §7.5). */
export const mediaUploadRoutes: FastifyPluginAsyncZod<ModuleDeps> = async () => {};
