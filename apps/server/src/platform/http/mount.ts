import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A route plugin and the services it is given, ready to register under /api. */
export type MountedRoutes = { register: (api: FastifyInstance) => Promise<void> };

/** Pairs a module's route plugin with its options, type-checked against each other. */
export function mount<Options extends Record<string, unknown>>(
  plugin: FastifyPluginAsyncZod<Options> | FastifyPluginAsync<Options>,
  ...[options]: Record<string, never> extends Options ? [Options?] : [Options]
): MountedRoutes {
  return {
    register: async (api) => {
      await api.register(plugin as FastifyPluginAsync<Options>, (options ?? {}) as Options);
    },
  };
}
