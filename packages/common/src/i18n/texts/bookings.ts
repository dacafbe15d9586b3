import en from '../../../texts/en/bookings.json';
import { defineNamespace } from '../namespace';

export const bookingsTexts = /* @__PURE__ */ defineNamespace('bookings', en, {
  de: () => import('../../../texts/de/bookings.json'),
  fr: () => import('../../../texts/fr/bookings.json'),
});
