import en from '../../../texts/en/admin.json';
import { defineNamespace } from '../namespace';

export const adminTexts = /* @__PURE__ */ defineNamespace('admin', en, {
  de: () => import('../../../texts/de/admin.json'),
  fr: () => import('../../../texts/fr/admin.json'),
});
