import en from '../../../texts/en/errors.json' with { type: 'json' };
import { defineNamespace } from '../namespace';

export const errorsTexts = /* @__PURE__ */ defineNamespace('errors', en, {
  de: () => import('../../../texts/de/errors.json', { with: { type: 'json' } }),
  fr: () => import('../../../texts/fr/errors.json', { with: { type: 'json' } }),
});
