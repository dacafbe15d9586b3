import type { Locale } from './locales';

/** A namespace's messages: key → ICU MessageFormat text (docs/decisions/019-three-languages.md#catalogue). */
export type Messages = Readonly<Record<string, unknown>>;

type Load = () => Promise<{ default: Messages }>;

/**
 * One part of the catalogue (a feature's texts): the English messages, bundled with the code that shows them, and
 * the other languages loaded only when a page in that language needs them.
 */
export interface Namespace<Key extends string = string> {
  readonly name: string;
  readonly en: Readonly<Record<Key, unknown>>;
  readonly load: Readonly<Record<Exclude<Locale, 'en'>, Load>>;
}

/** The values a message's placeholders take: `{count}`, `{amount}`… Money and dates come already formatted. */
export type TextValues = Readonly<Record<string, string | number>>;

/** A namespace's translate function: its key names are checked by the compiler. */
export type Translate<Key extends string> = (key: Key, values?: TextValues) => string;

export type KeyOf<N> = N extends Namespace<infer Key> ? Key : never;

/** The catalogue id of a key: `search:title`. */
export const messageId = (namespace: string, key: string) => `${namespace}:${key}`;

/** Prefixes a namespace's keys with its name, as the catalogue holds them. */
export function qualify(namespace: string, messages: Messages): Record<string, unknown> {
  const qualified: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(messages)) qualified[messageId(namespace, key)] = message;
  return qualified;
}

export function defineNamespace<M extends Messages>(
  name: string,
  en: M,
  load: Namespace['load'],
): Namespace<keyof M & string> {
  return { name, en, load };
}

/**
 * A value each language writes its own way (an amount of money, a date), for a text whose language is not known yet
 * where it is made: written once it is ("112.50" in English, "112,50" in German).
 */
export type LocalizedValue = (locale: Locale) => string;

/** A text's values before its language is known: plain ones, or ones written in that language. */
export type PendingValues = Readonly<Record<string, string | number | LocalizedValue>>;

/**
 * A message and its values, not yet put in a language: what an API error with a figure in it carries until the
 * handler writes it in the request's language (docs/decisions/019-three-languages.md#api-errors).
 */
export interface Text<Key extends string = string> {
  readonly namespace: Namespace<Key>;
  readonly key: Key;
  readonly values?: PendingValues;
}

export function text<Key extends string>(namespace: Namespace<Key>, key: Key, values?: PendingValues): Text<Key> {
  return values === undefined ? { namespace, key } : { namespace, key, values };
}

/** A text's values as `locale` writes them. */
export function valuesIn(values: PendingValues | undefined, locale: Locale): TextValues | undefined {
  if (values === undefined) return undefined;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'function' ? value(locale) : value]),
  );
}
