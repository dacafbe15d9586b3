import type { Catalogue } from '@wayfare/common/catalogue';
import type { Db } from '../../db/client';
import type { EventBus } from '../../events/domain-events';
import type { PaymentProviders } from '../../integrations/payments';
import { createPlanCatalogue } from './plan-catalogue';
import { createPlanCheckout } from './plan-checkout';

export interface DiscountPlansServiceDeps {
  db: Db;
  providers: PaymentProviders;
  events: EventBus;
  /** Writes a plan payment's description in the buyer's language. */
  catalogue: Catalogue;
}

/**
 * The discount plan calls (docs/product/pricing.md#discount-plans): the plans on sale (plan-catalogue.ts), and the
 * plan side of payments, `create-discount-link` (plan-checkout.ts).
 */
export function createDiscountPlansService(deps: DiscountPlansServiceDeps) {
  return { ...createPlanCatalogue(deps), ...createPlanCheckout(deps) };
}

export type DiscountPlansService = ReturnType<typeof createDiscountPlansService>;
