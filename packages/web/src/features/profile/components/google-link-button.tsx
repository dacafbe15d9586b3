import { notifications } from '@mantine/notifications';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { messages } from '@wayfare/common';

function showGoogleFailure() {
  notifications.show({ color: 'red', message: messages.auth.googleFailed });
}

/** Google's button; its credential (ID token) is handed over for the server to verify. */
export default function GoogleLinkButton({
  clientId,
  onCredential,
}: {
  clientId: string;
  onCredential: (credential: string) => void;
}) {
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
