import { z } from 'zod';

/** The one error body every failed API call answers with (docs/product/errors-and-messages.md#error-body). */
export const ErrorBody = z.object({
  errors: z
    .array(
      z.object({
        error: z.string(),
        field: z.string().optional(),
        /** The bookings a refusal names (a maintenance block over them), for the page to link to. */
        bookingIds: z.array(z.number().int()).optional(),
      }),
    )
    .min(1),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
