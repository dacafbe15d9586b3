import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateReviewBody, ErrorBody, IdParams, Review, ReviewsByCarQuery, UpdateReviewBody } from '@wayfare/common';
import { currentUser } from '../../plugins/auth';
import type { ReviewReads } from './review-reads';
import type { Actor, ReviewsService } from './reviews.service';

const tags = ['reviews'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The review calls (docs/product/bookings-and-payments.md#bookings-api). */
export const reviewsRoutes: FastifyPluginAsyncZod<{ service: ReviewsService; reads: ReviewReads }> = async (
  app,
  { service, reads },
) => {
  const actor = (user: { userId: number; roles: readonly string[] }): Actor => ({
    userId: user.userId,
    isAdmin: user.roles.includes('ADMIN'),
  });

  app.get(
    '',
    {
      schema: {
        tags,
        summary: "A car's reviews, newest first",
        querystring: ReviewsByCarQuery,
        response: { 200: z.array(Review), 400: ErrorBody },
      },
    },
    (request) => reads.byCar(request.query.carId),
  );

  app.get(
    '/by-user',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The caller's own reviews, newest first",
        security,
        response: { 200: z.array(Review), ...errors },
      },
    },
    (request) => reads.byUser(currentUser(request).userId),
  );

  app.post(
    '',
    {
      onRequest: app.requireRole('CUSTOMER'),
      schema: {
        tags,
        summary: 'Review a finished trip (the booking becomes Rated)',
        security,
        body: CreateReviewBody,
        response: { 201: Review, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createReview(currentUser(request).userId, request.body)),
  );

  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Edit a review (its author or an administrator)',
        security,
        params: IdParams,
        body: UpdateReviewBody,
        response: { 200: Review, ...errors },
      },
    },
    (request) => service.updateReview(actor(currentUser(request)), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete a review (its author or an administrator)',
        security,
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteReview(actor(currentUser(request)), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
