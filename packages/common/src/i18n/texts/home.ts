import en from '../../../texts/en/home.json';
import { defineNamespace } from '../namespace';

export const homeTexts = /* @__PURE__ */ defineNamespace('home', en, {
  de: () => import('../../../texts/de/home.json'),
  fr: () => import('../../../texts/fr/home.json'),
});
