import { DEFAULT_LOCALE, type Locale, type Namespace, type TextValues, type Translate } from '@wayfare/common';
import { use, useCallback } from 'react';
import { isLoaded, loadNamespace, message } from './catalogue';
import { currentLocale, useLocale } from './locale';

/**
 * The translate function of a namespace in the page's language: `t('title')`, `t('carsFound', { count })`. Until a
 * German or French namespace has arrived the component suspends (the page's Suspense shows its spinner, and a server
 * render waits for it); English is always there.
 */
export function useTexts<Key extends string>(namespace: Namespace<Key>): Translate<Key> {
  const locale = useLocale();
  // A namespace already here (English always is) is read without a promise: under act() a render that read one, even
  // fulfilled, is left unflushed until a promise settles, and a page redrawn after a navigation stayed stale in the
  // tests. `use` may be called conditionally: the retry after the texts arrive simply no longer needs it.
  if (!isLoaded(locale, namespace)) use(loadNamespace(locale, namespace) as Promise<void>);
  return useCallback((key: Key, values?: TextValues) => message(locale, namespace, key, values), [locale, namespace]);
}

/**
 * A message outside a render, in the browser's current language (a toast after a request). Its namespace has been
 * loaded by the component that started the request; failing that the English text is shown rather than a key.
 */
export function textOf<Key extends string>(namespace: Namespace<Key>, key: Key, values?: TextValues): string {
  const locale = currentLocale();
  return message(isLoaded(locale, namespace) ? locale : DEFAULT_LOCALE, namespace, key, values);
}

/**
 * Runs `show` with a namespace's translate function in the browser's current language, once the namespace is there:
 * at once when it is (English always is), else as soon as it has arrived, in English if it cannot be fetched. For a
 * dialog that a function opens outside any page (a modal's content has no Suspense boundary of its own to wait in).
 */
export function withTexts<Key extends string>(namespace: Namespace<Key>, show: (t: Translate<Key>) => void): void {
  const locale = currentLocale();
  const run = (language: Locale) => show((key: Key, values?: TextValues) => message(language, namespace, key, values));
  if (isLoaded(locale, namespace)) return run(locale);
  loadNamespace(locale, namespace).then(
    () => run(locale),
    () => run(DEFAULT_LOCALE),
  );
}
