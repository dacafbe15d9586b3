import { z } from 'zod';

/** The one error body every failed API call answers with (docs/product/errors-and-messages.md#error-body). */
export const ErrorBody = z.object({
  errors: z
    .array(
      z.object({
        error: z.string(),
        field: z.string().optional(),
      }),
    )
    .min(1),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
