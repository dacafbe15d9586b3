import en from '../../../texts/en/profile.json';
import { defineNamespace } from '../namespace';

export const profileTexts = /* @__PURE__ */ defineNamespace('profile', en, {
  de: () => import('../../../texts/de/profile.json'),
  fr: () => import('../../../texts/fr/profile.json'),
});
