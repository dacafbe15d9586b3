import en from '../../../texts/en/components.json' with { type: 'json' };
import { defineNamespace } from '../namespace';

export const componentsTexts = /* @__PURE__ */ defineNamespace('components', en, {
  de: () => import('../../../texts/de/components.json', { with: { type: 'json' } }),
  fr: () => import('../../../texts/fr/components.json', { with: { type: 'json' } }),
});
