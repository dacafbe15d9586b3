import { type I18n, setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale, messageId, type Messages, type Namespace, qualify } from '@wayfare/common';

/**
 * The messages this page has, per language: one Lingui instance per language (a page can hold two while it switches,
 * and server renders of different languages run side by side in one process). English namespaces come with the code
 * that imports them; another language's namespace is fetched the first time a component of that language needs it.
 * The build compiles the messages (vite.config.ts), so no message parser is shipped.
 */
const instances = new Map<Locale, I18n>();
/**
 * Loads in progress or done, as promises that carry their state the way React's `use` reads it (`status`), so that a
 * component reading a namespace already here renders at once instead of suspending for a tick.
 */
type Loading = Promise<void> & { status?: 'fulfilled'; value?: undefined };
const loading = new Map<string, Loading>();
const ready: Loading = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });
const loaded = new Set<string>();

function instance(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) instances.set(locale, (i18n = setupI18n({ locale, messages: { [locale]: {} } })));
  return i18n;
}

/** Lingui's form of a namespace: the build leaves plain-text messages as strings, Lingui takes every message compiled. */
function compiledForm(name: string, messages: Messages): Record<string, unknown> {
  const qualified = qualify(name, messages);
  for (const [id, message] of Object.entries(qualified)) if (typeof message === 'string') qualified[id] = [message];
  return qualified;
}

const loadKey = (locale: Locale, namespace: Namespace) => `${locale}:${namespace.name}`;

/** The namespaces each language has loaded, so that a switch can bring the same ones in the new language first. */
const used = new Map<Locale, Set<Namespace>>();
function markUsed(locale: Locale, namespace: Namespace) {
  let namespaces = used.get(locale);
  if (!namespaces) used.set(locale, (namespaces = new Set()));
  namespaces.add(namespace);
}

/** True once `namespace` can be read in `locale` without waiting. */
export function isLoaded(locale: Locale, namespace: Namespace): boolean {
  if (locale === DEFAULT_LOCALE && !loaded.has(loadKey(locale, namespace))) {
    instance(locale).load(locale, compiledForm(namespace.name, namespace.en) as never);
    loaded.add(loadKey(locale, namespace));
    markUsed(locale, namespace);
  }
  return loaded.has(loadKey(locale, namespace));
}

/** Fetches `namespace` in `locale` (once: the same promise for every caller, so React can suspend on it). */
export function loadNamespace(locale: Locale, namespace: Namespace): Loading {
  if (isLoaded(locale, namespace)) return ready;
  const key = loadKey(locale, namespace);
  let promise = loading.get(key);
  if (!promise) {
    const started: Loading = namespace.load[locale as Exclude<Locale, 'en'>]().then((module) => {
      instance(locale).load(locale, compiledForm(namespace.name, module.default) as never);
      loaded.add(key);
      markUsed(locale, namespace);
      started.status = 'fulfilled';
    });
    promise = started;
    loading.set(key, promise);
    // A failed download (a dropped connection) may be tried again on the next render.
    promise.catch(() => loading.delete(key));
  }
  return promise;
}

/** A message of a loaded namespace (English is loaded on first use). */
export function message(locale: Locale, namespace: Namespace, key: string, values?: Record<string, unknown>): string {
  if (!isLoaded(locale, namespace)) throw new Error(`${namespace.name} is not loaded in ${locale}`);
  return instance(locale)._(messageId(namespace.name, key), values);
}

/** Loads in `to` every namespace the page has shown in `from`: the page then switches in one step, without a spinner. */
export async function loadLikeCurrent(from: Locale, to: Locale): Promise<void> {
  await Promise.all([...(used.get(from) ?? [])].map((namespace) => loadNamespace(to, namespace)));
}

/**
 * An English catalogue sentence in `locale`, found by its words: the validation messages written once in common (a
 * zod schema's message is a sentence, not a key) reach a form as English. Any other text comes back as it came, as
 * does a sentence whose namespace the page has not loaded in `locale`.
 */
export function translateEnglish(locale: Locale, english: string): string {
  if (locale === DEFAULT_LOCALE) return english;
  // The namespaces loaded in `locale`, not in English: a page sent in German never loads the English ones.
  for (const namespace of used.get(locale) ?? []) {
    for (const [key, text] of Object.entries(namespace.en)) {
      if (text === english) return message(locale, namespace, key);
    }
  }
  return english;
}
