import en from '../../../texts/en/components.json';
import { defineNamespace } from '../namespace';

export const componentsTexts = /* @__PURE__ */ defineNamespace('components', en, {
  de: () => import('../../../texts/de/components.json'),
  fr: () => import('../../../texts/fr/components.json'),
});
