import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GoogleLoginBody, LoginBody, RegisterBody, RenewBody, TokenResponse } from '@wayfare/common';
import { currentUser } from '../../plugins/auth';
import type { AuthService } from './auth.service';

/** Every auth route: at most 300 requests a minute from one IP (docs/product/accounts-and-roles.md#login-limits). */
const rateLimited = { rateLimit: { max: 300, timeWindow: '1 minute' } };
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  app.post(
    '/register',
    {
      config: rateLimited,
      schema: {
        tags,
        summary: 'Create a CUSTOMER account and log in',
        body: RegisterBody,
        response: { 200: TokenResponse },
      },
    },
    (request) => service.register(request.body, request.locale),
  );

  app.post(
    '/login',
    {
      config: rateLimited,
      schema: { tags, summary: 'Log in with e-mail and password', body: LoginBody, response: { 200: TokenResponse } },
    },
    (request) => service.login(request.body),
  );

  app.post(
    '/login/google',
    {
      config: rateLimited,
      schema: {
        tags,
        summary: 'Log in with a Google ID token (oAuthId): the account linked to it, or a new one',
        body: GoogleLoginBody,
        response: { 200: TokenResponse },
      },
    },
    (request) => service.loginWithGoogle(request.body.oAuthId, request.locale),
  );

  app.post(
    '/renew',
    {
      config: rateLimited,
      schema: {
        tags,
        summary: 'Swap a valid token for a fresh one',
        body: RenewBody,
        response: { 200: TokenResponse },
      },
    },
    (request) => service.renew(request.body.accessToken),
  );

  app.post(
    '/logout',
    {
      config: rateLimited,
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Revoke the bearer token',
        security: [{ bearerAuth: [] }],
        response: { 204: z.null().describe('Logged out') },
      },
    },
    async (request, reply) => {
      await service.logout(currentUser(request));
      return reply.code(204).send(null);
    },
  );
};
