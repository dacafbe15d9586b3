import { z } from 'zod';
import en from '../texts/en/plans.json' with { type: 'json' };
import { rowId } from './ids';

/**
 * The discount plan form texts (docs/product/admin-tools.md#discount-plan-form) and the other plan answers, written
 * once for server and web in the catalogue's `plans` namespace and read here in English; its sentences write the
 * limits below out.
 */
export const discountPlanMessages = {
  titleRequired: en['errors.titleRequired'],
  descriptionRequired: en['errors.descriptionRequired'],
  descriptionMax: en['errors.descriptionMax'],
  remainingUses: en['errors.remainingUses'],
  discountValue: en['errors.discountValue'],
  price: en['errors.price'],
  notFound: en['errors.notFound'],
  alreadyBought: en['errors.alreadyBought'],
  userMismatch: en['errors.userMismatch'],
  deleteConfirm: en['delete.confirm'],
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
