import en from '../../../texts/en/admin.json' with { type: 'json' };
import { defineNamespace } from '../namespace';

export const adminTexts = /* @__PURE__ */ defineNamespace('admin', en, {
  de: () => import('../../../texts/de/admin.json', { with: { type: 'json' } }),
  fr: () => import('../../../texts/fr/admin.json', { with: { type: 'json' } }),
});
