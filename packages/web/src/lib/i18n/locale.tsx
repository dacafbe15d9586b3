import { DEFAULT_LOCALE, isLocale, type Locale, LOCALE_COOKIE } from '@wayfare/common';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { loadLikeCurrent } from './catalogue';

/**
 * The page's language. The server chose it (the link's `?lang=`, the cookie, the browser's languages) and wrote it in
 * `<html lang>`; the browser starts from there, so both draw the same page (docs/decisions/019-three-languages.md).
 */
interface LocaleState {
  locale: Locale;
  switchTo(locale: Locale): void;
}

const LocaleContext = createContext<LocaleState>({ locale: DEFAULT_LOCALE, switchTo: () => {} });

let current: Locale = DEFAULT_LOCALE;

/** The language the page was sent in. */
export function documentLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** A guest's choice, kept a year for the server's next page (path `/` so every page sees it). */
function remember(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** The language chosen on this device (the switcher, a link with `?lang=`), if any: the cookie `remember` writes. */
export function chosenLocale(): Locale | undefined {
  const value = document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return isLocale(value) ? value : undefined;
}

export function LocaleProvider({ initial, children }: { initial: Locale; children: ReactNode }) {
  const [locale, setLocale] = useState(initial);
  current = locale;
  const switchTo = useCallback((next: Locale) => {
    remember(next);
    // The texts the page shows are fetched in the new language before it is drawn in it: no spinner in between.
    loadLikeCurrent(current, next).then(
      () => {
        document.documentElement.lang = next;
        current = next;
        setLocale(next);
      },
      // They could not be fetched (a dropped line): the server sends the page in the new language instead.
      () => window.location.reload(),
    );
  }, []);
  const state = useMemo(() => ({ locale, switchTo }), [locale, switchTo]);
  return <LocaleContext.Provider value={state}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

/** Changes the page's language in place: the texts of the new language load, the page stays where it is. */
export function useSwitchLocale(): (locale: Locale) => void {
  return useContext(LocaleContext).switchTo;
}

/**
 * The browser's current language, for code that runs outside a render (a toast shown after a request, a file name).
 * Not for the server render, where several languages render at once: components use `useLocale`.
 */
export function currentLocale(): Locale {
  return current;
}
