import en from '../../../texts/en/profile.json' with { type: 'json' };
import { defineNamespace } from '../namespace';

export const profileTexts = /* @__PURE__ */ defineNamespace('profile', en, {
  de: () => import('../../../texts/de/profile.json', { with: { type: 'json' } }),
  fr: () => import('../../../texts/fr/profile.json', { with: { type: 'json' } }),
});
