import { describe, expect, it } from 'vitest';
import {
  discountPlanMessages,
  DISCOUNT_DESCRIPTION_MAX,
  DISCOUNT_USES_MAX,
  DISCOUNT_VALUE_MAX,
} from './discount-plans';

describe('the discount plan messages', () => {
  it('name the limits the schema checks (the catalogue writes the figures out)', () => {
    expect(discountPlanMessages.descriptionMax).toContain(` ${DISCOUNT_DESCRIPTION_MAX} `);
    expect(discountPlanMessages.remainingUses).toMatch(new RegExp(` ${DISCOUNT_USES_MAX}$`));
    expect(discountPlanMessages.discountValue).toMatch(new RegExp(` ${DISCOUNT_VALUE_MAX}$`));
  });
});
