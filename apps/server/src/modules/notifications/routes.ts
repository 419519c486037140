import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../platform/module-deps.ts';

export const notificationsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async () => {};
