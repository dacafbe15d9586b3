import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuditEntry, AuditQuery, ErrorBody } from '@wayfare/common';
import type { AuditService } from './audit.service';

/**
 * The audit log (docs/product/admin-tools.md#audit-log), administrators only. Read only on purpose: no route changes
 * or deletes an entry (and the table's trigger refuses it too).
 */
export const auditRoutes: FastifyPluginAsyncZod<{ service: AuditService }> = async (app, { service }) => {
  // '' rather than '/': the path is exactly the prefix, as clients and the OpenAPI document spell it.
  app.get(
    '',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags: ['audit'],
        summary: 'One page of the audit log, newest first, optionally by entity and admin (total in X-Total-Count)',
        security: [{ bearerAuth: [] }],
        querystring: AuditQuery,
        response: { 200: z.array(AuditEntry), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const { entries, total } = await service.page(request.query);
      return reply.header('X-Total-Count', String(total)).send(entries);
    },
  );
};
