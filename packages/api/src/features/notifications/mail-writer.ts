import {
  emailsTexts,
  formatMoney,
  formatWallClock,
  instantToWallClock,
  LOCALE_PARAM,
  type KeyOf,
  type Locale,
  type TextValues,
} from '@wayfare/common';
import type { Catalogue } from '@wayfare/common/catalogue';

/** What every e-mail is written with, whoever receives it. */
export interface MailSettings {
  /** The app's catalogue (`app.catalogue`): the texts of the `emails` namespace in each language. */
  catalogue: Catalogue;
  /** The business time zone (APP_TIMEZONE) the e-mails show dates in. */
  timeZone: string;
  /** PUBLIC_URL without its trailing slash; unset, links are site paths. */
  origin: string | undefined;
}

export type EmailKey = KeyOf<typeof emailsTexts>;

/**
 * One e-mail in its recipient's language (docs/product/languages.md#what-is-translated): its sentences, money and
 * date-times written as that language writes them, and links that open the site in it.
 */
export interface MailWriter {
  locale: Locale;
  text(key: EmailKey, values?: TextValues): string;
  money(amount: number): string;
  /** An instant on the business clock, its zone named: "2026-11-28 10:00 (Europe/Berlin)". */
  when(instant: Date): string;
  /** A page of the web app (packages/web/src/config/paths.ts), with `?lang=` outside English. */
  link(pathAndQuery: string): string;
}

export function mailWriter({ catalogue, timeZone, origin }: MailSettings, locale: Locale): MailWriter {
  return {
    locale,
    text: (key, values) => catalogue.text(locale, emailsTexts, key, values),
    money: (amount) => formatMoney(amount, locale),
    when: (instant) => `${formatWallClock(instantToWallClock(instant, timeZone), locale)} (${timeZone})`,
    link: (pathAndQuery) => {
      // English links stay as they always were: the site's default language needs no parameter.
      const language = locale === 'en' ? '' : `${pathAndQuery.includes('?') ? '&' : '?'}${LOCALE_PARAM}=${locale}`;
      return `${origin ?? ''}${pathAndQuery}${language}`;
    },
  };
}
