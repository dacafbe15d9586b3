import en from '../../../texts/en/errors.json';
import { defineNamespace } from '../namespace';

export const errorsTexts = /* @__PURE__ */ defineNamespace('errors', en, {
  de: () => import('../../../texts/de/errors.json'),
  fr: () => import('../../../texts/fr/errors.json'),
});
