import type { Db } from '../../db/client';
import type { BookingsPort } from '../../domain/bookings-port';
import { createReviewCreate } from './review-create';
import { createReviewEdits } from './review-edits';
import type { ReviewReads } from './review-reads';

export type { Actor } from './review-edits';

export interface ReviewsServiceDeps {
  db: Db;
  /** Reads a written review back in its read shape (review-reads.ts). */
  reads: ReviewReads;
  /** The trip's status moves with its review (Finished ⇄ Rated); the bookings feature makes them. */
  bookings: BookingsPort;
}

/** Writing a review (review-create.ts), and its author's or an administrator's edits and removal (review-edits.ts). */
export function createReviewsService(deps: ReviewsServiceDeps) {
  return { ...createReviewCreate(deps), ...createReviewEdits(deps) };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
