import { eq, sql } from 'drizzle-orm';
import { reviewMessages, type Review, type UpdateReviewBody } from '@wayfare/common';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import { changedFields, recordAudit } from '../../domain/audit';
import type { BookingsPort } from '../../domain/bookings-port';
import { AppError } from '../../lib/app-error';
import { readBackReview } from './review-create';
import type { ReviewReads } from './review-reads';

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

export interface ReviewEditsDeps {
  db: Db;
  reads: ReviewReads;
  bookings: BookingsPort;
}

/** Changing or removing a written review, by its author or an administrator (whose writes are audited). */
export function createReviewEdits({ db, reads, bookings }: ReviewEditsDeps) {
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
      return readBackReview(reads, id);
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
