/**
 * The catalogue's namespaces (docs/decisions/019-three-languages.md#catalogue): one per feature, English bundled with
 * the code that imports it, German and French loaded with the page that needs them. Each is its own export, so a page
 * bundles only the namespaces it uses. A new namespace is added here and in `all-texts.ts`.
 */
import errors from '../../texts/en/errors.json';
import accounts from '../../texts/en/accounts.json';
import home from '../../texts/en/home.json';
import components from '../../texts/en/components.json';
import search from '../../texts/en/search.json';
import cars from '../../texts/en/cars.json';
import bookings from '../../texts/en/bookings.json';
import payments from '../../texts/en/payments.json';
import plans from '../../texts/en/plans.json';
import profile from '../../texts/en/profile.json';
import reviews from '../../texts/en/reviews.json';
import auctions from '../../texts/en/auctions.json';
import admin from '../../texts/en/admin.json';
import emails from '../../texts/en/emails.json';
import shell from '../../texts/en/shell.json';
import { defineNamespace } from './namespace';

export const shellTexts = /* @__PURE__ */ defineNamespace('shell', shell, {
  de: () => import('../../texts/de/shell.json'),
  fr: () => import('../../texts/fr/shell.json'),
});

export const errorsTexts = /* @__PURE__ */ defineNamespace('errors', errors, {
  de: () => import('../../texts/de/errors.json'),
  fr: () => import('../../texts/fr/errors.json'),
});

export const accountsTexts = /* @__PURE__ */ defineNamespace('accounts', accounts, {
  de: () => import('../../texts/de/accounts.json'),
  fr: () => import('../../texts/fr/accounts.json'),
});

export const homeTexts = /* @__PURE__ */ defineNamespace('home', home, {
  de: () => import('../../texts/de/home.json'),
  fr: () => import('../../texts/fr/home.json'),
});

export const componentsTexts = /* @__PURE__ */ defineNamespace('components', components, {
  de: () => import('../../texts/de/components.json'),
  fr: () => import('../../texts/fr/components.json'),
});

export const searchTexts = /* @__PURE__ */ defineNamespace('search', search, {
  de: () => import('../../texts/de/search.json'),
  fr: () => import('../../texts/fr/search.json'),
});

export const carsTexts = /* @__PURE__ */ defineNamespace('cars', cars, {
  de: () => import('../../texts/de/cars.json'),
  fr: () => import('../../texts/fr/cars.json'),
});

export const bookingsTexts = /* @__PURE__ */ defineNamespace('bookings', bookings, {
  de: () => import('../../texts/de/bookings.json'),
  fr: () => import('../../texts/fr/bookings.json'),
});

export const paymentsTexts = /* @__PURE__ */ defineNamespace('payments', payments, {
  de: () => import('../../texts/de/payments.json'),
  fr: () => import('../../texts/fr/payments.json'),
});

export const plansTexts = /* @__PURE__ */ defineNamespace('plans', plans, {
  de: () => import('../../texts/de/plans.json'),
  fr: () => import('../../texts/fr/plans.json'),
});

export const reviewsTexts = /* @__PURE__ */ defineNamespace('reviews', reviews, {
  de: () => import('../../texts/de/reviews.json'),
  fr: () => import('../../texts/fr/reviews.json'),
});

export const auctionsTexts = /* @__PURE__ */ defineNamespace('auctions', auctions, {
  de: () => import('../../texts/de/auctions.json'),
  fr: () => import('../../texts/fr/auctions.json'),
});

export const adminTexts = /* @__PURE__ */ defineNamespace('admin', admin, {
  de: () => import('../../texts/de/admin.json'),
  fr: () => import('../../texts/fr/admin.json'),
});

export const emailsTexts = /* @__PURE__ */ defineNamespace('emails', emails, {
  de: () => import('../../texts/de/emails.json'),
  fr: () => import('../../texts/fr/emails.json'),
});

export const profileTexts = /* @__PURE__ */ defineNamespace('profile', profile, {
  de: () => import('../../texts/de/profile.json'),
  fr: () => import('../../texts/fr/profile.json'),
});
