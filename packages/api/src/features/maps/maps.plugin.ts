import type { FastifyPluginAsync } from 'fastify';
import { createMapRenderer } from '../../integrations/geo/map-renderer';
import { mapsRoutes } from './maps.routes';
import { createMapsService } from './maps.service';

/** The public SVG maps under /api/maps, drawn by one worker thread that closes with the app. */
export const mapsPlugin: FastifyPluginAsync = async (app) => {
  const renderer = createMapRenderer();
  app.addHook('onClose', () => renderer.close());
  const service = createMapsService({ db: app.database.db, renderer });
  await app.register(mapsRoutes, { prefix: '/api/maps', service });
};
