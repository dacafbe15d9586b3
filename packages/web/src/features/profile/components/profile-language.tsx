import { NativeSelect } from '@mantine/core';
import { isLocale, LOCALE_NAMES, LOCALES, profileTexts, type UserProfile } from '@wayfare/common';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useChooseLanguage } from '../api/profile-language';

/**
 * The profile's language (docs/product/accounts-and-roles.md#language), each written in itself: choosing one switches
 * the page and saves it at once, as the navbar's switcher does for a logged-in user.
 */
export function ProfileLanguage({ profile }: { profile: UserProfile }) {
  const t = useTexts(profileTexts);
  const pageLocale = useLocale();
  const choose = useChooseLanguage();
  return (
    <NativeSelect
      aria-label={t('card.language')}
      description={t('language.hint')}
      value={profile.language ?? pageLocale}
      data={LOCALES.map((option) => ({ value: option, label: LOCALE_NAMES[option] }))}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLocale(next)) choose(next);
      }}
    />
  );
}
