import { Checkbox, Stack } from '@mantine/core';
import { profileTexts, type EmailSettingsBody, type UserProfile } from '@wayfare/common';
import { useState } from 'react';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useProfileMutations } from '../api/profile-mutations';

// Each box's label is `preferences.<key>`. Bookings also governs the outbid alerts by e-mail
// (docs/product/auctions.md#outbid-alerts).
const PREFERENCES = ['bookingsEmails', 'damageEmails', 'promoEmails'] as const satisfies (keyof EmailSettingsBody)[];

const settingsOf = (p: UserProfile): EmailSettingsBody => ({
  bookingsEmails: p.bookingsEmails,
  damageEmails: p.damageEmails,
  promoEmails: p.promoEmails,
});

/**
 * The three e-mail preferences (docs/product/accounts-and-roles.md#email-preferences): each click saves at once; a
 * failed save puts the box back and logs why.
 */
export function EmailPreferences({ profile }: { profile: UserProfile }) {
  const t = useTexts(profileTexts);
  const { emailSettings } = useProfileMutations();
  const [settings, setSettings] = useState(() => settingsOf(profile));

  const toggle = (key: keyof EmailSettingsBody, checked: boolean) => {
    const previous = settings;
    const next = { ...settings, [key]: checked };
    setSettings(next);
    emailSettings.mutate(next, {
      onError: (error) => {
        console.error('Saving the e-mail preferences failed', error);
        setSettings(previous);
      },
    });
  };

  return (
    <Stack gap="xs" role="group" aria-label={t('preferences.label')}>
      {PREFERENCES.map((key) => (
        <Checkbox
          key={key}
          label={t(`preferences.${key}`)}
          checked={settings[key]}
          onChange={(event) => toggle(key, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}
