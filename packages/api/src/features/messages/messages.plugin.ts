import type { FastifyPluginAsync } from 'fastify';
import { messagesRoutes } from './messages.routes';
import { createMessagesService } from './messages.service';

/** Support messages under /api/messages: customers ask, administrators answer once. */
export const messagesPlugin: FastifyPluginAsync = async (app) => {
  const service = createMessagesService({ db: app.database.db, events: app.events, timeZone: app.config.timezone });
  await app.register(messagesRoutes, { prefix: '/api/messages', service });
};
