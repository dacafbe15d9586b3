import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeploymentStatus, ErrorBody, ServiceTypeQuery } from '@wayfare/common';
import { currentUser } from '../../plugins/auth';
import type { DeploymentsService } from './deployments.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 502: ErrorBody, 503: ErrorBody };

/**
 * The deployment calls (docs/product/admin-tools.md#deployments): four GETs under /render, ADMIN only. Each answers
 * the service's status as it is afterwards. 409 when Start finds it running or Suspend finds it suspended; 502 when
 * Render fails (its message is passed on); 503 when the RENDER_* variables the service needs are not set (they are
 * named).
 */
export const deploymentsRoutes: FastifyPluginAsyncZod<{ service: DeploymentsService }> = async (app, { service }) => {
  const route = (
    path: string,
    summary: string,
    run: (s: ServiceTypeQuery['serviceType'], actorId: number) => Promise<DeploymentStatus>,
    conflict = false,
  ) =>
    app.get(
      path,
      {
        onRequest: app.requireRole('ADMIN'),
        schema: {
          tags: ['deployments'],
          summary,
          security: [{ bearerAuth: [] }],
          querystring: ServiceTypeQuery,
          response: { 200: DeploymentStatus, ...errors, ...(conflict && { 409: ErrorBody }) },
        },
      },
      (request) => run(request.query.serviceType, currentUser(request).userId),
    );

  route(
    '/render/status',
    'Status of the backend or frontend service: suspended, last deploy time, public URL',
    service.status,
  );
  route(
    '/render/on',
    'Resume a suspended service; answers the new status (409 when it is already running)',
    service.start,
    true,
  );
  route(
    '/render/off',
    'Suspend a running service; answers the new status (409 when it is already suspended)',
    service.suspend,
    true,
  );
  route('/render/redeploy', 'Trigger a new deploy of the service; answers its status', service.redeploy);
};
