import en from '../../../texts/en/payments.json' with { type: 'json' };
import { defineNamespace } from '../namespace';

export const paymentsTexts = /* @__PURE__ */ defineNamespace('payments', en, {
  de: () => import('../../../texts/de/payments.json', { with: { type: 'json' } }),
  fr: () => import('../../../texts/fr/payments.json', { with: { type: 'json' } }),
});
