import en from '../../../texts/en/home.json' with { type: 'json' };
import { defineNamespace } from '../namespace';

export const homeTexts = /* @__PURE__ */ defineNamespace('home', en, {
  de: () => import('../../../texts/de/home.json', { with: { type: 'json' } }),
  fr: () => import('../../../texts/fr/home.json', { with: { type: 'json' } }),
});
