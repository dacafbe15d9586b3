import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { messages, type Role, type SessionClaims } from '@wayfare/common';
import type { Sessions } from '../security/sessions';
import type { TokenSigner } from '../security/tokens';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified claims of the bearer token; set by `authenticate` / `requireRole`, else null. */
    user: SessionClaims | null;
  }
  interface FastifyInstance {
    tokens: TokenSigner;
    sessions: Sessions;
    /** onRequest hook: any logged-in user. Runs before the body is read, so no token means 401 whatever the body. */
    authenticate: onRequestAsyncHookHandler;
    /** onRequest hook: a logged-in user with this role (401 without a valid token, 403 with another role). */
    requireRole(role: Role): onRequestAsyncHookHandler;
  }
}

// Tells clients which scheme to use, as RFC 6750 asks of a 401.
const challenge = { 'www-authenticate': 'Bearer' };

function unauthorized(message: string) {
  return new AppError('UNAUTHORIZED', message, undefined, challenge);
}

/** Bearer tokens: `app.authenticate`, `app.requireRole(role)` and `currentUser(request)` for the routes. */
export const bearerAuthPlugin = fp<{ tokens: TokenSigner; sessions: Sessions }>(
  async (app, { tokens, sessions }) => {
    app.decorate('tokens', tokens);
    app.decorate('sessions', sessions);
    app.decorateRequest('user', null);

    async function authenticate(request: FastifyRequest): Promise<void> {
      const header = request.headers.authorization;
      if (!header) throw unauthorized(messages.auth.unauthenticated);
      const token = /^Bearer +(\S+)\s*$/i.exec(header)?.[1];
      const claims = token ? await sessions.authenticate(token) : null;
      if (!claims) throw unauthorized(messages.auth.invalidToken);
      request.user = claims;
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', (role: Role): onRequestAsyncHookHandler => {
      return async (request) => {
        await authenticate(request);
        if (!currentUser(request).roles.includes(role)) throw new AppError('FORBIDDEN', messages.auth.forbidden);
      };
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);

/** The logged-in user of a route guarded by `authenticate` or `requireRole`. */
export function currentUser(request: FastifyRequest): SessionClaims {
  if (!request.user) throw unauthorized(messages.auth.unauthenticated);
  return request.user;
}
