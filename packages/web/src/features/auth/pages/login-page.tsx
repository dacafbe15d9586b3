import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/auth-card';
import { GoogleLoginSection } from '../components/google-login-section';
import { LoginForm } from '../components/login-form';
import { useComingBack } from '../components/use-coming-back';

/** /login: password or Google; success goes to `/`, or back where the visitor was going (`returnTo`). */
export function LoginPage() {
  const { returnTo, goBack } = useComingBack();
  return (
    <AuthCard title="Login">
      <LoginForm onLoggedIn={goBack} />
      <GoogleLoginSection onLoggedIn={goBack} />
      <Text ta="center" mt="lg" size="sm">
        New to Wayfare?{' '}
        <Anchor component={Link} to={paths.register.href({ returnTo })}>
          Create an account
        </Anchor>
      </Text>
    </AuthCard>
  );
}
