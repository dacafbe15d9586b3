import en from '../../../texts/en/shell.json' with { type: 'json' };
import { defineNamespace } from '../namespace';

export const shellTexts = /* @__PURE__ */ defineNamespace('shell', en, {
  de: () => import('../../../texts/de/shell.json', { with: { type: 'json' } }),
  fr: () => import('../../../texts/fr/shell.json', { with: { type: 'json' } }),
});
