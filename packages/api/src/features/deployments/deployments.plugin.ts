import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDeploymentsProvider } from '../../integrations/deployments';
import { deploymentsRoutes } from './deployments.routes';
import { createDeploymentsService } from './deployments.service';

/** Deployments control through Render (docs/product/admin-tools.md#deployments), under /api/deployments. */
export const deploymentsPlugin: FastifyPluginAsyncZod = async (app) => {
  const provider = createDeploymentsProvider(app.config);
  const service = createDeploymentsService({ db: app.database.db, provider, render: app.config.render });
  await app.register(deploymentsRoutes, { prefix: '/api/deployments', service });
};
