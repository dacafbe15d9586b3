import en from '../../../texts/en/reviews.json' with { type: 'json' };
import { defineNamespace } from '../namespace';

export const reviewsTexts = /* @__PURE__ */ defineNamespace('reviews', en, {
  de: () => import('../../../texts/de/reviews.json', { with: { type: 'json' } }),
  fr: () => import('../../../texts/fr/reviews.json', { with: { type: 'json' } }),
});
