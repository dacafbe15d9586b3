import '@mantine/core/styles/Avatar.css';
import { Avatar, Card, Divider, Stack, Text, Title } from '@mantine/core';
import type { UserProfile } from '@wayfare/common';
import { EmailPreferences } from './email-preferences';

/** Left card: an avatar made of the initials (no network), the name and the e-mail preferences. */
export function ProfileCard({ profile }: { profile: UserProfile }) {
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
      <Divider my="md" label="E-mail me about" labelPosition="center" />
      <EmailPreferences profile={profile} />
    </Card>
  );
}
