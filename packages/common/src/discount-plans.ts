import { z } from 'zod';
import { rowId } from './ids';

/**
 * The discount plan form texts (docs/product/admin-tools.md#discount-plan-form) and the other plan answers, written
 * once for server and web.
 */
export const discountPlanMessages = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  descriptionMax: 'Description can be at most 255 characters',
  remainingUses: 'Remaining uses must be a positive whole number, at most 200',
  discountValue: 'Discount must be a positive whole number, at most 100',
  price: 'Price must be a positive number',
  notFound: 'Discount plan not found',
  alreadyBought: 'You have already bought this discount plan',
  userMismatch: 'You can only buy discount plans for yourself',
  deleteConfirm: 'Are you sure you want to delete this discount plan?',
} as const;

export const DISCOUNT_DESCRIPTION_MAX = 255;
export const DISCOUNT_USES_MAX = 200;
export const DISCOUNT_VALUE_MAX = 100;

const wholeNumber = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message);

/** `POST /api/discountPlans` (docs/product/admin-tools.md#discount-plan-form). */
export const CreateDiscountPlanBody = z.object({
  title: z.string({ error: discountPlanMessages.titleRequired }).trim().min(1, discountPlanMessages.titleRequired),
  description: z
    .string({ error: discountPlanMessages.descriptionRequired })
    .trim()
    .min(1, discountPlanMessages.descriptionRequired)
    .max(DISCOUNT_DESCRIPTION_MAX, discountPlanMessages.descriptionMax),
  remainingUses: wholeNumber(DISCOUNT_USES_MAX, discountPlanMessages.remainingUses),
  discountValue: wholeNumber(DISCOUNT_VALUE_MAX, discountPlanMessages.discountValue),
  price: z
    .number({ error: discountPlanMessages.price })
    .positive(discountPlanMessages.price)
    .max(99_999_999, discountPlanMessages.price),
});
export type CreateDiscountPlanBody = z.infer<typeof CreateDiscountPlanBody>;

/** A plan on sale (docs/product/pricing.md#discount-plans). */
export const DiscountPlan = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  discountValue: z.number().int(),
  price: z.number(),
  remainingUses: z.number().int(),
});
export type DiscountPlan = z.infer<typeof DiscountPlan>;

export const DiscountPlanIdParams = z.object({ id: rowId() });
export const IsBoughtQuery = z.object({ id: rowId() });
export const IsBought = z.object({ bought: z.boolean() });
export type IsBought = z.infer<typeof IsBought>;

/** `POST /api/payments/create-discount-link`: the caller buys a plan for themselves. */
export const CreateDiscountLinkBody = z.object({ userId: rowId(), discountPlanId: rowId() });
export type CreateDiscountLinkBody = z.infer<typeof CreateDiscountLinkBody>;
