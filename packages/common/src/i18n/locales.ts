/**
 * The languages Wayfare speaks and how a request or a page picks one (docs/decisions/019-three-languages.md).
 * English is the default and the language of the product specification's texts.
 */
export const LOCALES = ['en', 'de', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as the switcher lists them. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };

/** The cookie that keeps a guest's last choice, and the query parameter that links to a page in one language. */
export const LOCALE_COOKIE = 'lang';
export const LOCALE_PARAM = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
