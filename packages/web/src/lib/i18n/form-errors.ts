import type { Locale } from '@wayfare/common';
import { config } from 'zod';
import { translateEnglish } from './catalogue';
import { currentLocale } from './locale';

type Resolver = (values: never) => Record<string, unknown>;

/**
 * zod's own sentences, for the rules our schemas give no sentence of their own (a length limit on a name on card, a
 * number's range): zod ships them per language. One language at a time for the whole page, so they follow the page's,
 * fetched when a form in another language is drawn; until they arrive a form checks in English.
 */
const ZOD_LANGUAGES: Record<Locale, () => Promise<{ default: () => Parameters<typeof config>[0] }>> = {
  en: () => import('zod/v4/locales/en.js'),
  de: () => import('zod/v4/locales/de.js'),
  fr: () => import('zod/v4/locales/fr.js'),
};
let wanted: Locale | undefined = 'en';

function followPageLanguage(locale: Locale): void {
  if (wanted === locale) return;
  wanted = locale;
  ZOD_LANGUAGES[locale]().then(
    ({ default: messages }) => {
      if (wanted === locale) config(messages());
    },
    // Not fetched (a dropped line): the next check asks again.
    () => {
      if (wanted === locale) wanted = undefined;
    },
  );
}

/**
 * A form resolver whose messages are in the page's language: the schemas in common keep one English sentence per rule
 * (the API answers with the same one), and a form shows its translation. The form's component loads the namespace
 * that holds those sentences (`useTexts`), as it does for its labels.
 */
export function inPageLanguage<Resolve extends Resolver>(resolver: Resolve): Resolve {
  followPageLanguage(currentLocale());
  // The resolver's own type comes back (a form library's error type, not a plain record), so the form takes it as is.
  return ((values: Parameters<Resolve>[0]) => {
    const locale = currentLocale();
    followPageLanguage(locale);
    const errors = resolver(values);
    for (const [field, error] of Object.entries(errors))
      if (typeof error === 'string') errors[field] = translateEnglish(locale, error);
    return errors;
  }) as Resolve;
}
