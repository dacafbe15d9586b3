import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserProfile } from '@wayfare/common';
import { currentUser } from '../../plugins/auth';
import { createUsersService } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUsersService(app.database.db);

  app.get(
    '/currentUserProfile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: "The logged-in user's profile",
        security: [{ bearerAuth: [] }],
        response: { 200: UserProfile },
      },
    },
    (request) => service.getProfile(currentUser(request).userId),
  );
};
