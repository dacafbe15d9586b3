import fastifyCookie from '@fastify/cookie';
import { isLocale, type Locale, LOCALE_COOKIE, LOCALE_PARAM, LOCALES } from '@wayfare/common';
import { type Catalogue, loadCatalogue } from '@wayfare/common/catalogue';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every text in every language (packages/common/texts), for errors, e-mails and receipts. */
    catalogue: Catalogue;
  }
  interface FastifyRequest {
    /** The language to answer in (docs/decisions/019-three-languages.md#choosing-the-language). */
    locale: Locale;
  }
}

/** The best of our languages for an `Accept-Language` header, or undefined when it names none of them. */
export function acceptedLocale(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const language = new Negotiator({ headers: { 'accept-language': header.slice(0, 1000) } }).language([...LOCALES]);
  return isLocale(language) ? language : undefined;
}

const isApiPath = (url: string) => /^\/(api|ws)(\/|\?|$)/.test(url);

/**
 * The language of a request. The API speaks the header's language, which the web app sets to the page's. A page
 * follows a person's explicit choice first — a link's `?lang=`, then the cookie the switcher (or such a link) left —
 * and only then the browser's languages.
 */
function localeOf(request: FastifyRequest): Locale {
  const header = acceptedLocale(request.headers['accept-language']);
  if (isApiPath(request.url)) return header ?? 'en';
  const query = request.query as Record<string, unknown> | undefined;
  const chosen = [query?.[LOCALE_PARAM], request.cookies[LOCALE_COOKIE]].find(isLocale);
  return chosen ?? header ?? 'en';
}

/** Decorates each request with its language and the app with the catalogue. */
export const localePlugin = fp(
  async (app) => {
    await app.register(fastifyCookie);
    app.decorate('catalogue', await loadCatalogue());
    app.decorateRequest('locale', 'en');
    app.addHook('onRequest', async (request) => {
      request.locale = localeOf(request);
    });
  },
  { name: 'locale' },
);
