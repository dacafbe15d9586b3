import { reviewMessages, type CreateReviewBody, type Review } from '@wayfare/common';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { firstRow } from '../../db/first-row';
import { reviews } from '../../db/schema';
import type { BookingsPort } from '../../domain/bookings-port';
import { AppError } from '../../lib/app-error';
import type { ReviewReads } from './review-reads';

export const alreadyReviewed = () => new AppError('CONFLICT', reviewMessages.alreadyReviewed);

/** A written review in its read shape (review-reads.ts). */
export async function readBackReview(reads: ReviewReads, id: number): Promise<Review> {
  const review = await reads.byId(id);
  if (!review) throw new AppError('NOT_FOUND', reviewMessages.notFound);
  return review;
}

export interface ReviewCreateDeps {
  db: Db;
  reads: ReviewReads;
  bookings: BookingsPort;
}

/** Writing a trip's review, with the trip's move to Rated in the same transaction. */
export function createReviewCreate({ db, reads, bookings }: ReviewCreateDeps) {
  return {
    /** Only the trip's customer, only once the trip is Finished, once; the booking becomes Rated with it. */
    async createReview(userId: number, body: CreateReviewBody): Promise<Review> {
      if (body.userId !== userId) throw new AppError('FORBIDDEN', reviewMessages.userMismatch, 'userId');
      const id = await db
        .transaction(async (tx) => {
          // The row lock makes two simultaneous reviews of one booking queue up: the second sees Rated.
          const booking = await bookings.lock(tx, body.bookingId);
          if (!booking || booking.userId !== userId)
            throw new AppError('NOT_FOUND', reviewMessages.bookingNotFound, 'bookingId');
          if (booking.status === 'Rated') throw alreadyReviewed();
          if (booking.status !== 'Finished') throw new AppError('CONFLICT', reviewMessages.notFinished);
          const review = firstRow(
            await tx
              .insert(reviews)
              .values({
                bookingId: body.bookingId,
                userId,
                carId: booking.carId,
                text: body.text,
                valueForMoney: body.valueForMoney,
                carCondition: body.carCondition,
                carSpeed: body.carSpeed,
              })
              .returning({ id: reviews.id }),
            'insert into reviews',
          );
          await bookings.markReviewed(tx, body.bookingId);
          return review.id;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw alreadyReviewed();
          throw error;
        });
      return readBackReview(reads, id);
    },
  };
}
