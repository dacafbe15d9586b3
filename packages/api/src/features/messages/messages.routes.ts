import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnswerSupportMessageBody,
  CreateSupportMessageBody,
  ErrorBody,
  SupportMessageIdParams,
  SupportMessage,
  SupportMessageListItem,
} from '@wayfare/common';
import { currentUser } from '../../plugins/auth';
import type { MessagesService } from './messages.service';

const tags = ['messages'];
const security = [{ bearerAuth: [] }];

export const messagesRoutes: FastifyPluginAsyncZod<{ service: MessagesService }> = async (app, { service }) => {
  // '' rather than '/': the path is exactly the prefix, as clients and the OpenAPI document spell it.
  app.post(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Send a support message ("Ask for help")',
        security,
        body: CreateSupportMessageBody,
        response: { 201: SupportMessage },
      },
    },
    async (request, reply) => {
      const message = await service.sendMessage(currentUser(request).userId, request.body);
      return reply.code(201).send(message);
    },
  );

  app.get(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Support messages, newest first: every message for an administrator, else your own',
        security,
        response: { 200: z.array(SupportMessageListItem), 401: ErrorBody },
      },
    },
    (request) => {
      const user = currentUser(request);
      return service.listMessages({ userId: user.userId, isAdmin: user.roles.includes('ADMIN') });
    },
  );

  app.put(
    '/:id',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Answer a support message (once)',
        security,
        params: SupportMessageIdParams,
        body: AnswerSupportMessageBody,
        response: { 200: SupportMessage, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    (request) => service.answerMessage(request.params.id, request.body, currentUser(request).userId),
  );
};
