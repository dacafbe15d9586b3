/**
 * Every namespace, for the server (API errors, e-mails, receipts, page renders) and the catalogue's tests. The web app
 * imports namespaces one by one from `texts/` instead, so that a page bundles only its own.
 */
import type { Namespace } from './namespace';
import {
  accountsTexts,
  adminTexts,
  auctionsTexts,
  bookingsTexts,
  carsTexts,
  componentsTexts,
  emailsTexts,
  errorsTexts,
  homeTexts,
  paymentsTexts,
  plansTexts,
  profileTexts,
  reviewsTexts,
  searchTexts,
  shellTexts,
} from './texts';

export const allNamespaces: readonly Namespace[] = [
  shellTexts,
  errorsTexts,
  accountsTexts,
  homeTexts,
  componentsTexts,
  searchTexts,
  carsTexts,
  bookingsTexts,
  paymentsTexts,
  plansTexts,
  reviewsTexts,
  auctionsTexts,
  adminTexts,
  emailsTexts,
  profileTexts,
];
