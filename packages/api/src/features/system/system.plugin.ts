import type { FastifyPluginAsync } from 'fastify';
import { systemRoutes } from './system.routes';
import { createSystemService } from './system.service';

/** Health, readiness and the public configuration: /api/health, /api/ready, /api/config. */
export const systemPlugin: FastifyPluginAsync = async (app) => {
  const service = createSystemService({
    config: app.config,
    database: app.database,
    isDraining: () => app.isDraining(),
  });
  await app.register(systemRoutes, { prefix: '/api', service });
};
