import en from '../../../texts/en/accounts.json' with { type: 'json' };
import { defineNamespace } from '../namespace';

export const accountsTexts = /* @__PURE__ */ defineNamespace('accounts', en, {
  de: () => import('../../../texts/de/accounts.json', { with: { type: 'json' } }),
  fr: () => import('../../../texts/fr/accounts.json', { with: { type: 'json' } }),
});
