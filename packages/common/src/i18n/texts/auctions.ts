import en from '../../../texts/en/auctions.json';
import { defineNamespace } from '../namespace';

export const auctionsTexts = /* @__PURE__ */ defineNamespace('auctions', en, {
  de: () => import('../../../texts/de/auctions.json'),
  fr: () => import('../../../texts/fr/auctions.json'),
});
