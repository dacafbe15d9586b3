import en from '../../../texts/en/auctions.json' with { type: 'json' };
import { defineNamespace } from '../namespace';

export const auctionsTexts = /* @__PURE__ */ defineNamespace('auctions', en, {
  de: () => import('../../../texts/de/auctions.json', { with: { type: 'json' } }),
  fr: () => import('../../../texts/fr/auctions.json', { with: { type: 'json' } }),
});
