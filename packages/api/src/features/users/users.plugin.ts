import type { FastifyPluginAsync } from 'fastify';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

/** The logged-in user's profile, e-mail preferences and Google link, under /api/users. */
export const usersPlugin: FastifyPluginAsync = async (app) => {
  const service = createUsersService({
    db: app.database.db,
    tokens: app.tokens,
    sessions: app.sessions,
    google: app.google,
  });
  await app.register(usersRoutes, { prefix: '/api/users', service });
};
