import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';

/** Serves stored media under /media (registered at the root, not under /api). */
export const mediaFilesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (_app, _deps) => {};
