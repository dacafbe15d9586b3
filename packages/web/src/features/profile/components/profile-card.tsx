import '@mantine/core/styles/Avatar.css';
import { Avatar, Card, Divider, Stack, Text, Title } from '@mantine/core';
import { profileTexts, type UserProfile } from '@wayfare/common';
import { useTexts } from '../../../lib/i18n/use-texts';
import { EmailPreferences } from './email-preferences';
import { ProfileLanguage } from './profile-language';

/** Left card: an avatar made of the initials (no network), the name, the e-mail preferences and the language. */
export function ProfileCard({ profile }: { profile: UserProfile }) {
  const t = useTexts(profileTexts);
  return (
    <Card withBorder padding="lg">
      <Stack align="center" gap="xs">
        <Avatar name={profile.name} color="initials" size="xl" alt={profile.name} />
        <Title order={2} size="h4" ta="center">
          {profile.name}
        </Title>
        <Text size="sm" c="dimmed">
          {profile.email}
        </Text>
      </Stack>
      <Divider my="md" label={t('card.emailMeAbout')} labelPosition="center" />
      <EmailPreferences profile={profile} />
      <Divider my="md" label={t('card.language')} labelPosition="center" />
      <ProfileLanguage profile={profile} />
    </Card>
  );
}
