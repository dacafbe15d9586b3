import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EmailSettingsBody,
  GoogleLinkBody,
  LanguageSettingsBody,
  UpdateProfileBody,
  UpdateProfileResponse,
  UserProfile,
} from '@wayfare/common';
import { currentUser } from '../../plugins/auth';
import type { UsersService } from './users.service';

const tags = ['users'];
const security = [{ bearerAuth: [] }];
const IdParams = z.object({ id: z.coerce.number().int().positive() });

export const usersRoutes: FastifyPluginAsyncZod<{ service: UsersService }> = async (app, { service }) => {
  app.get(
    '/currentUserProfile',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: "The logged-in user's profile", security, response: { 200: UserProfile } },
    },
    (request) => service.getProfile(currentUser(request).userId),
  );

  app.post(
    '/updateUserEmailSettings',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Set the logged-in user's e-mail preferences",
        security,
        body: EmailSettingsBody,
        response: { 200: UserProfile },
      },
    },
    (request) => service.updateEmailSettings(currentUser(request).userId, request.body),
  );

  app.post(
    '/updateUserLanguage',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Set the logged-in user's language (en, de or fr): their e-mails, receipts and pages after login",
        security,
        body: LanguageSettingsBody,
        response: { 200: UserProfile },
      },
    },
    (request) => service.updateLanguage(currentUser(request).userId, request.body),
  );

  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Edit one's own profile; a password change revokes other sessions and answers a fresh accessToken",
        security,
        params: IdParams,
        body: UpdateProfileBody,
        response: { 200: UpdateProfileResponse },
      },
    },
    (request) => service.updateProfile(currentUser(request), request.params.id, request.body),
  );

  app.put(
    '/gauth/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Link a Google account (oAuthId = Google credential) or unlink it (oAuthId = "")',
        security,
        params: IdParams,
        body: GoogleLinkBody,
        response: { 200: UserProfile },
      },
    },
    (request) => service.setGoogleLink(currentUser(request), request.params.id, request.body.oAuthId),
  );
};
