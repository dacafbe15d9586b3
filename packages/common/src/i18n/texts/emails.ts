import en from '../../../texts/en/emails.json';
import { defineNamespace } from '../namespace';

export const emailsTexts = /* @__PURE__ */ defineNamespace('emails', en, {
  de: () => import('../../../texts/de/emails.json'),
  fr: () => import('../../../texts/fr/emails.json'),
});
