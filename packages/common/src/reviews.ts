import { z } from 'zod';
import en from '../texts/en/reviews.json' with { type: 'json' };
import { rowId } from './ids';

/**
 * The review texts (docs/product/bookings-and-payments.md#reviews) and the other review answers, written once in the
 * catalogue's `reviews` namespace and read here in English.
 */
export const reviewMessages = {
  textRequired: en['errors.textRequired'],
  textEmpty: en['errors.textEmpty'],
  createRating: en['errors.createRating'],
  editRating: en['errors.editRating'],
  notFound: en['errors.notFound'],
  bookingNotFound: en['errors.bookingNotFound'],
  notOwnBooking: en['errors.notOwnBooking'],
  notFinished: en['errors.notFinished'],
  alreadyReviewed: en['errors.alreadyReviewed'],
  userMismatch: en['errors.userMismatch'],
} as const;

export const REVIEW_TEXT_MAX = 2000;

const rating = (min: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(5, message);

/** `POST /api/reviews` (docs/product/bookings-and-payments.md#reviews): 1–5 stars, text required. */
export const CreateReviewBody = z.object({
  valueForMoney: rating(1, reviewMessages.createRating),
  carSpeed: rating(1, reviewMessages.createRating),
  carCondition: rating(1, reviewMessages.createRating),
  text: z
    .string({ error: reviewMessages.textRequired })
    .trim()
    .min(1, reviewMessages.textRequired)
    .max(REVIEW_TEXT_MAX),
  bookingId: rowId(),
  userId: rowId(),
});
export type CreateReviewBody = z.infer<typeof CreateReviewBody>;

/** `PUT /api/reviews/{id}`: sliders 0–5, text must stay non-empty. */
export const UpdateReviewBody = z.object({
  valueForMoney: rating(0, reviewMessages.editRating),
  carSpeed: rating(0, reviewMessages.editRating),
  carCondition: rating(0, reviewMessages.editRating),
  text: z.string({ error: reviewMessages.textEmpty }).trim().min(1, reviewMessages.textEmpty).max(REVIEW_TEXT_MAX),
});
export type UpdateReviewBody = z.infer<typeof UpdateReviewBody>;

/**
 * A review as reads answer it (docs/product/bookings-and-payments.md#reviews); `createdOn` wall-clock in the business
 * time zone.
 */
export const Review = z.object({
  id: z.number().int(),
  text: z.string(),
  valueForMoney: z.number().int(),
  carCondition: z.number().int(),
  carSpeed: z.number().int(),
  createdOn: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  booking: z.object({
    id: z.number().int(),
    distance: z.number(),
    car: z.object({ id: z.number().int(), make: z.string(), model: z.string() }),
  }),
});
export type Review = z.infer<typeof Review>;

export const ReviewsByCarQuery = z.object({ carId: rowId() });
