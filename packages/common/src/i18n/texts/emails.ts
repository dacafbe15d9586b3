import en from '../../../texts/en/emails.json' with { type: 'json' };
import { defineNamespace } from '../namespace';

export const emailsTexts = /* @__PURE__ */ defineNamespace('emails', en, {
  de: () => import('../../../texts/de/emails.json', { with: { type: 'json' } }),
  fr: () => import('../../../texts/fr/emails.json', { with: { type: 'json' } }),
});
