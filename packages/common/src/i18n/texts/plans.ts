import en from '../../../texts/en/plans.json';
import { defineNamespace } from '../namespace';

export const plansTexts = /* @__PURE__ */ defineNamespace('plans', en, {
  de: () => import('../../../texts/de/plans.json'),
  fr: () => import('../../../texts/fr/plans.json'),
});
