import en from '../../../texts/en/bookings.json' with { type: 'json' };
import { defineNamespace } from '../namespace';

export const bookingsTexts = /* @__PURE__ */ defineNamespace('bookings', en, {
  de: () => import('../../../texts/de/bookings.json', { with: { type: 'json' } }),
  fr: () => import('../../../texts/fr/bookings.json', { with: { type: 'json' } }),
});
