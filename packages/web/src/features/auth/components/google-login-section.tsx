import { Divider } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { usePublicConfig } from '../../../lib/api/config';

// Loaded only when Google sign-in is configured, so most visitors never download it.
const GoogleLoginButton = lazy(() => import('./google-login-button'));

/** "or" + the Google button, when GET /api/config names a Google client id. */
export function GoogleLoginSection({ onLoggedIn }: { onLoggedIn: () => void }) {
  const clientId = usePublicConfig().data?.googleClientId;
  if (!clientId) return null;
  return (
    <>
      <Divider label="or" labelPosition="center" my="lg" />
      <Suspense fallback={null}>
        <GoogleLoginButton clientId={clientId} onLoggedIn={onLoggedIn} />
      </Suspense>
    </>
  );
}
