import en from '../../../texts/en/shell.json';
import { defineNamespace } from '../namespace';

export const shellTexts = /* @__PURE__ */ defineNamespace('shell', en, {
  de: () => import('../../../texts/de/shell.json'),
  fr: () => import('../../../texts/fr/shell.json'),
});
