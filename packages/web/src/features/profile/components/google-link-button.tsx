import { notifications } from '@mantine/notifications';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { errorsTexts } from '@wayfare/common';
import { textOf, useTexts } from '../../../lib/i18n/use-texts';

function showGoogleFailure() {
  notifications.show({ color: 'red', message: textOf(errorsTexts, 'auth.googleFailed') });
}

/** Google's button; its credential (ID token) is handed over for the server to verify. */
export default function GoogleLinkButton({
  clientId,
  onCredential,
}: {
  clientId: string;
  onCredential: (credential: string) => void;
}) {
  // The failure toast's sentence, in the page's language by the time Google answers.
  useTexts(errorsTexts);
  return (
    <GoogleOAuthProvider clientId={clientId}>
      <GoogleLogin
        text="continue_with"
        onSuccess={({ credential }) => (credential ? onCredential(credential) : showGoogleFailure())}
        onError={showGoogleFailure}
      />
    </GoogleOAuthProvider>
  );
}
