import { Button, Group, Text } from '@mantine/core';
import { profileTexts, type UserProfile } from '@wayfare/common';
import { lazy, Suspense } from 'react';
import { usePublicConfig } from '../../../lib/api/config';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useProfileMutations } from '../api/profile-mutations';

// Google's script is loaded only when a Google account can be linked.
const GoogleLinkButton = lazy(() => import('./google-link-button'));

/** Link a Google account (Google's button, when the server has a client id) or unlink the linked one. */
export function GoogleLink({ profile }: { profile: UserProfile }) {
  const t = useTexts(profileTexts);
  const clientId = usePublicConfig().data?.googleClientId;
  const { googleLink } = useProfileMutations();
  const save = (oAuthId: string) => googleLink.mutate({ id: profile.id, oAuthId });

  if (profile.googleOAuthId) {
    return (
      <Group justify="space-between">
        <Text size="sm">{t('google.linked')}</Text>
        <Button variant="light" color="red" loading={googleLink.isPending} onClick={() => save('')}>
          {t('google.unlink')}
        </Button>
      </Group>
    );
  }
  if (!clientId) return null;
  return (
    <Group justify="space-between">
      <Text size="sm">{t('google.link')}</Text>
      <Suspense fallback={null}>
        <GoogleLinkButton clientId={clientId} onCredential={save} />
      </Suspense>
    </Group>
  );
}
