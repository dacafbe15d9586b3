import { IconWorld } from '@tabler/icons-react';
import { isLocale, LOCALE_NAMES, LOCALES, shellTexts } from '@wayfare/common';
import { useChooseLanguage, useProfileLanguageAfterLogin } from '../../features/profile/api/profile-language';
import { useLocale } from '../../lib/i18n/locale';
import { useTexts } from '../../lib/i18n/use-texts';
import classes from './language-select.module.css';

/**
 * The language switcher of the navbar and the footer: the browser's own select (a phone opens its native picker, and
 * it costs the first download nothing), each language written in itself so that a reader finds theirs whatever
 * language the page is in; a logged-in user's profile keeps the choice too. `variant` follows the navbar's look.
 */
export function LanguageSelect({ variant }: { variant: 'light' | 'dark' }) {
  const t = useTexts(shellTexts);
  const locale = useLocale();
  const switchTo = useChooseLanguage();
  // Every page shows a switcher (the footer's at least): after a login it takes the profile's language.
  useProfileLanguageAfterLogin();
  return (
    <label className={classes.root} data-variant={variant}>
      <IconWorld size={16} aria-hidden className={classes.icon} />
      <select
        className={classes.select}
        aria-label={t('language.label')}
        value={locale}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLocale(next)) switchTo(next);
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
