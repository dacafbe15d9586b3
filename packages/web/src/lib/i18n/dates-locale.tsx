import { DatesProvider } from '@mantine/dates';
import type { Locale } from '@wayfare/common';
import { type ReactNode, use } from 'react';
import { useLocale } from './locale';

/**
 * dayjs's month and day names of a language, fetched by the first calendar a page in that language draws: English is
 * built into dayjs, and a page without a calendar downloads neither. Each promise carries its state the way React's
 * `use` reads it, so a calendar drawn once the names are here renders at once (as catalogue.ts does for texts).
 */
type Loading = Promise<unknown> & { status?: 'fulfilled'; value?: unknown };
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<unknown>> = {
  de: () => import('dayjs/locale/de'),
  fr: () => import('dayjs/locale/fr'),
};
const loading = new Map<Locale, Loading>();

function loadDayjsLocale(locale: Exclude<Locale, 'en'>): Loading {
  let promise = loading.get(locale);
  if (!promise) {
    const started: Loading = LOADERS[locale]().then(() => {
      started.status = 'fulfilled';
    });
    promise = started;
    loading.set(locale, promise);
    // A failed download (a dropped connection) may be tried again on the next render.
    promise.catch(() => loading.delete(locale));
  }
  return promise;
}

/**
 * Mantine's date pickers inside it name months and days in the page's language (docs/decisions/019-three-languages.md).
 * Put it around the fields that open a calendar; until a German or French page has the names, it suspends.
 */
export function PageLanguageDates({ children }: { children: ReactNode }) {
  const locale = useLocale();
  if (locale !== 'en') use(loadDayjsLocale(locale) as Promise<unknown>);
  return <DatesProvider settings={{ locale }}>{children}</DatesProvider>;
}
