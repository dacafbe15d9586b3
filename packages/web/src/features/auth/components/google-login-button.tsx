import { Center } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { errorsTexts, type KeyOf, type Translate } from '@wayfare/common';
import { ApiError } from '../../../lib/api-client';
import { firstErrorText } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useLoginWithGoogle } from '../api/login-with-google';

function showGoogleFailure(t: Translate<KeyOf<typeof errorsTexts>>, error?: unknown) {
  // A 409 means the e-mail already has an account Google is not linked to: the server's text tells the person how
  // to link it, which the generic toast would hide. It stays until closed, since it asks them to do something.
  const conflict = error instanceof ApiError && error.status === 409 ? firstErrorText(error.body) : undefined;
  if (conflict) return notifications.show({ color: 'red', message: conflict, autoClose: false });
  if (error) console.error('Google login failed', error);
  notifications.show({ color: 'red', message: t('auth.googleFailed') });
}

/**
 * Google's own sign-in button (it loads Google's script, so it is only mounted when the server
 * has a client id). Its credential goes to our API, which verifies it.
 */
export default function GoogleLoginButton({ clientId, onLoggedIn }: { clientId: string; onLoggedIn: () => void }) {
  const t = useTexts(errorsTexts);
  // Google writes its button's words itself, in the language it is given.
  const locale = useLocale();
  const loginWithGoogle = useLoginWithGoogle();
  return (
    <GoogleOAuthProvider clientId={clientId} locale={locale}>
      <Center>
        <GoogleLogin
          text="signin_with"
          onSuccess={({ credential }) => {
            if (!credential) return showGoogleFailure(t);
            loginWithGoogle.mutate(credential, {
              onSuccess: onLoggedIn,
              onError: (error) => showGoogleFailure(t, error),
            });
          }}
          onError={() => showGoogleFailure(t)}
        />
      </Center>
    </GoogleOAuthProvider>
  );
}
