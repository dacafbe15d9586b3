import en from '../../../texts/en/reviews.json';
import { defineNamespace } from '../namespace';

export const reviewsTexts = /* @__PURE__ */ defineNamespace('reviews', en, {
  de: () => import('../../../texts/de/reviews.json'),
  fr: () => import('../../../texts/fr/reviews.json'),
});
