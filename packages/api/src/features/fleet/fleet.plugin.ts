import type { FastifyPluginAsync } from 'fastify';
import { fleetRoutes } from './fleet.routes';
import { createFleetService } from './fleet.service';

/** The operator's view of the fleet under /api/fleet (the calendar). */
export const fleetPlugin: FastifyPluginAsync = async (app) => {
  const service = createFleetService({ db: app.database.db, timeZone: app.config.timezone });
  await app.register(fleetRoutes, { prefix: '/api/fleet', service });
};
