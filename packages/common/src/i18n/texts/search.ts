import en from '../../../texts/en/search.json' with { type: 'json' };
import { defineNamespace } from '../namespace';

export const searchTexts = /* @__PURE__ */ defineNamespace('search', en, {
  de: () => import('../../../texts/de/search.json', { with: { type: 'json' } }),
  fr: () => import('../../../texts/fr/search.json', { with: { type: 'json' } }),
});
