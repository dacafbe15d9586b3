import { type I18n, type Messages as CompiledMessages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { allNamespaces } from './all-texts';
import { LOCALES, type Locale } from './locales';
import { type KeyOf, messageId, type Namespace, qualify, type Text, type TextValues, valuesIn } from './namespace';

/**
 * The whole catalogue in every language, compiled once (the server's and the tests' side; the web app gets its
 * messages compiled by the build and loads them per page). A message missing in a language is an error the catalogue
 * tests catch before it ships, so here it falls back to English rather than showing a key.
 */
export async function loadCatalogue(namespaces: readonly Namespace[] = allNamespaces): Promise<Catalogue> {
  const compiled = Object.fromEntries(LOCALES.map((locale) => [locale, {}])) as Record<Locale, CompiledMessages>;
  for (const namespace of namespaces) {
    for (const locale of LOCALES) {
      const messages = locale === 'en' ? namespace.en : (await namespace.load[locale]()).default;
      for (const [id, message] of Object.entries(qualify(namespace.name, messages)))
        compiled[locale][id] = compileMessage(String(message));
    }
  }
  const english = setupI18n({ locale: 'en', messages: { en: compiled.en } });
  const byLocale = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      setupI18n({
        locale,
        messages: { [locale]: compiled[locale] },
        missing: (_locale, id) => english._(id),
      }),
    ]),
  ) as Record<Locale, I18n>;
  // English text → its id, for texts that reach a person as English sentences (a validation message written once in
  // common, an error an API answers): the first key wins; the catalogue tests check that keys sharing an English text
  // share its translations too.
  const idOfEnglish = new Map<string, string>();
  for (const namespace of namespaces)
    for (const [key, english] of Object.entries(namespace.en))
      if (typeof english === 'string' && !idOfEnglish.has(english))
        idOfEnglish.set(english, messageId(namespace.name, key));
  const translate = (english: string, locale: Locale) => {
    const id = locale === 'en' ? undefined : idOfEnglish.get(english);
    return id === undefined ? english : byLocale[locale]._(id);
  };
  const catalogue: Catalogue = {
    text: (locale, namespace, key, values) => byLocale[locale]._(messageId(namespace.name, key), values),
    write: (locale, message) =>
      typeof message === 'string'
        ? translate(message, locale)
        : byLocale[locale]._(messageId(message.namespace.name, message.key), valuesIn(message.values, locale)),
    translate,
  };
  return catalogue;
}

export interface Catalogue {
  /** A message of `namespace` in `locale`, its placeholders filled in. */
  text<N extends Namespace>(locale: Locale, namespace: N, key: KeyOf<N>, values?: TextValues): string;
  /** A message in `locale`: a text with its values, or an English catalogue sentence (see `translate`). */
  write(locale: Locale, message: Text | string): string;
  /** A catalogue text written in English (without placeholders), in `locale`; any other text as it came. */
  translate(english: string, locale: Locale): string;
}

const english = setupI18n({ locale: 'en', messages: { en: {} } });
const compiledEnglish = new Set<string>();

/**
 * A text in English, synchronously: English is bundled with its namespace, so no catalogue has to be loaded first.
 * For the server's logs and its English answers; another language goes through `Catalogue.text`.
 */
export function englishOf({ namespace, key, values }: Text): string {
  const id = messageId(namespace.name, key);
  if (!compiledEnglish.has(id)) {
    english.load('en', { [id]: compileMessage(String(namespace.en[key as keyof typeof namespace.en])) });
    compiledEnglish.add(id);
  }
  return english._(id, valuesIn(values, 'en'));
}
