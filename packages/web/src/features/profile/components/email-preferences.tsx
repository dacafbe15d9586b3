import { Checkbox, Stack } from '@mantine/core';
import type { EmailSettingsBody, UserProfile } from '@wayfare/common';
import { useState } from 'react';
import { useProfileMutations } from '../api/profile-mutations';

const PREFERENCES: { key: keyof EmailSettingsBody; label: string }[] = [
  // Also governs the outbid alerts by e-mail (docs/product/auctions.md#outbid-alerts).
  { key: 'bookingsEmails', label: 'Bookings and auctions' },
  { key: 'damageEmails', label: 'Damage reports' },
  { key: 'promoEmails', label: 'Promotional' },
];

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
    <Stack gap="xs" role="group" aria-label="E-mail preferences">
      {PREFERENCES.map(({ key, label }) => (
        <Checkbox
          key={key}
          label={label}
          checked={settings[key]}
          onChange={(event) => toggle(key, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}
