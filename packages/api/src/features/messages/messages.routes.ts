import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateSupportMessageBody, SupportMessage } from '@wayfare/common';
import { currentUser } from '../../plugins/auth';
import { createMessagesService } from './messages.service';

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMessagesService(app.database.db);

  // '' rather than '/': the path is exactly the prefix, as clients and the OpenAPI document spell it.
  app.post(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['messages'],
        summary: 'Send a support message ("Ask for help")',
        security: [{ bearerAuth: [] }],
        body: CreateSupportMessageBody,
        response: { 201: SupportMessage },
      },
    },
    async (request, reply) => {
      const message = await service.sendMessage(currentUser(request).userId, request.body);
      return reply.code(201).send(message);
    },
  );
};
