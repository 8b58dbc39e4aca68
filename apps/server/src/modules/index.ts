import type { FastifyPluginAsync } from 'fastify';

/** Every domain module's routes, with the prefix it is mounted under. */
export interface ModuleRoutes {
  prefix: string;
  // biome-ignore lint/suspicious/noExplicitAny: plugins declare their own options
  plugin: FastifyPluginAsync<any>;
}

export const modules: ModuleRoutes[] = [];
