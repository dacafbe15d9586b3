import type { FastifyPluginAsync } from 'fastify';
import type { BookingsPort } from '../../domain/bookings-port';
import { createReviewReads } from './review-reads';
import { reviewsRoutes } from './reviews.routes';
import { createReviewsService } from './reviews.service';

/** Reviews of finished trips under /api/reviews. */
export const reviewsPlugin: FastifyPluginAsync<{ bookings: BookingsPort }> = async (app, { bookings }) => {
  const reads = createReviewReads({ db: app.database.db, timeZone: app.config.timezone });
  const service = createReviewsService({ db: app.database.db, reads, bookings });
  await app.register(reviewsRoutes, { prefix: '/api/reviews', service, reads });
};
