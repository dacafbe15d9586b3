import en from '../../../texts/en/plans.json' with { type: 'json' };
import { defineNamespace } from '../namespace';

export const plansTexts = /* @__PURE__ */ defineNamespace('plans', en, {
  de: () => import('../../../texts/de/plans.json', { with: { type: 'json' } }),
  fr: () => import('../../../texts/fr/plans.json', { with: { type: 'json' } }),
});
