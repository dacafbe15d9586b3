import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';

/** Accounts and sessions: register, log in (password or Google), renew, log out, under /api/auth. */
export const authPlugin: FastifyPluginAsync = async (app) => {
  const service = createAuthService({
    db: app.database.db,
    tokens: app.tokens,
    sessions: app.sessions,
    google: app.google,
  });
  await app.register(authRoutes, { prefix: '/api/auth', service });
};
