import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from './audit.routes';
import { createAuditService } from './audit.service';

/** The audit log of admin writes under /api/audit (read only; the writes record themselves through domain/audit.ts). */
export const auditPlugin: FastifyPluginAsync = async (app) => {
  const service = createAuditService({ db: app.database.db, timeZone: app.config.timezone });
  await app.register(auditRoutes, { prefix: '/api/audit', service });
};
