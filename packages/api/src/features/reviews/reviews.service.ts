import { eq, sql } from 'drizzle-orm';
import { reviewMessages, type CreateReviewBody, type Review, type UpdateReviewBody } from '@wayfare/common';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { reviews } from '../../db/schema';
import { changedFields, recordAudit } from '../../domain/audit';
import type { BookingsPort } from '../../domain/bookings-port';
import { AppError } from '../../lib/app-error';
import type { ReviewReads } from './review-reads';
import { firstRow } from '../../db/first-row';

export interface Actor {
  userId: number;
  isAdmin: boolean;
}

/** What an edit can change: the audit log's view of a review (docs/product/admin-tools.md#audit-log). */
const reviewValues = (review: UpdateReviewBody) => ({
  text: review.text,
  valueForMoney: review.valueForMoney,
  carCondition: review.carCondition,
  carSpeed: review.carSpeed,
});

const alreadyReviewed = () => new AppError('CONFLICT', reviewMessages.alreadyReviewed);

export interface ReviewsServiceDeps {
  db: Db;
  /** Reads a written review back in its read shape (review-reads.ts). */
  reads: ReviewReads;
  /** The trip's status moves with its review (Finished ⇄ Rated); the bookings feature makes them. */
  bookings: BookingsPort;
}

export function createReviewsService({ db, reads, bookings }: ReviewsServiceDeps) {
  async function readBack(id: number): Promise<Review> {
    const review = await reads.byId(id);
    if (!review) throw new AppError('NOT_FOUND', reviewMessages.notFound);
    return review;
  }

  /** The review, if the actor may change it: its author or an administrator. */
  async function findEditable(actor: Actor, id: number, tx: Db = db) {
    const [review] = await tx
      .select({
        userId: reviews.userId,
        bookingId: reviews.bookingId,
        text: reviews.text,
        valueForMoney: reviews.valueForMoney,
        carCondition: reviews.carCondition,
        carSpeed: reviews.carSpeed,
      })
      .from(reviews)
      .where(eq(reviews.id, id))
      .for('update');
    if (!review) throw new AppError('NOT_FOUND', reviewMessages.notFound);
    if (!actor.isAdmin && review.userId !== actor.userId) throw new AppError('FORBIDDEN', reviewMessages.notFound);
    return review;
  }

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
      return readBack(id);
    },

    /** An administrator's edit of someone's review is an admin write: recorded in the audit log with the change. */
    async updateReview(actor: Actor, id: number, body: UpdateReviewBody): Promise<Review> {
      await db.transaction(async (tx) => {
        const review = await findEditable(actor, id, tx);
        await tx
          .update(reviews)
          .set({ ...body, updatedAt: sql`now()` })
          .where(eq(reviews.id, id));
        if (actor.isAdmin) {
          const changed = changedFields(reviewValues(review), reviewValues(body)) ?? { before: {}, after: {} };
          await recordAudit(tx, {
            actorId: actor.userId,
            action: 'update',
            entity: 'review',
            entityId: id,
            ...changed,
          });
        }
      });
      return readBack(id);
    },

    /**
     * The trip becomes reviewable again (Rated → Finished), so the customer can write a new one. An administrator's
     * removal is recorded in the audit log with the review as it was.
     */
    async deleteReview(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const review = await findEditable(actor, id, tx);
        await tx.delete(reviews).where(eq(reviews.id, id));
        await bookings.markUnreviewed(tx, review.bookingId);
        if (actor.isAdmin) {
          const before = { bookingId: review.bookingId, userId: review.userId, ...reviewValues(review) };
          await recordAudit(tx, { actorId: actor.userId, action: 'delete', entity: 'review', entityId: id, before });
        }
      });
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
