import { Divider } from '@mantine/core';
import { accountsTexts } from '@wayfare/common';
import { lazy, Suspense } from 'react';
import { usePublicConfig } from '../../../lib/api/config';
import { useTexts } from '../../../lib/i18n/use-texts';

// Loaded only when Google sign-in is configured, so most visitors never download it.
const GoogleLoginButton = lazy(() => import('./google-login-button'));

/** "or" + the Google button, when GET /api/config names a Google client id. */
export function GoogleLoginSection({ onLoggedIn }: { onLoggedIn: () => void }) {
  const t = useTexts(accountsTexts);
  const clientId = usePublicConfig().data?.googleClientId;
  if (!clientId) return null;
  return (
    <>
      <Divider label={t('login.or')} labelPosition="center" my="lg" />
      <Suspense fallback={null}>
        <GoogleLoginButton clientId={clientId} onLoggedIn={onLoggedIn} />
      </Suspense>
    </>
  );
}
