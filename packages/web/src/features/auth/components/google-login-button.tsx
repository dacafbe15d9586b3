import { Center } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { messages } from '@wayfare/common';
import { useLoginWithGoogle } from '../api/login-with-google';

function showGoogleFailure(error?: unknown) {
  if (error) console.error('Google login failed', error);
  notifications.show({ color: 'red', message: messages.auth.googleFailed });
}

/**
 * Google's own sign-in button (it loads Google's script, so it is only mounted when the server
 * has a client id). Its credential goes to our API, which verifies it.
 */
export default function GoogleLoginButton({ clientId, onLoggedIn }: { clientId: string; onLoggedIn: () => void }) {
  const loginWithGoogle = useLoginWithGoogle();
  return (
    <GoogleOAuthProvider clientId={clientId}>
      <Center>
        <GoogleLogin
          text="signin_with"
          onSuccess={({ credential }) => {
            if (!credential) return showGoogleFailure();
            loginWithGoogle.mutate(credential, { onSuccess: onLoggedIn, onError: showGoogleFailure });
          }}
          onError={() => showGoogleFailure()}
        />
      </Center>
    </GoogleOAuthProvider>
  );
}
