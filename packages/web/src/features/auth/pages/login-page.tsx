import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/auth-card';
import { GoogleLoginSection } from '../components/google-login-section';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const navigate = useNavigate();
  const goHome = () => navigate(paths.home.href(), { replace: true });
  return (
    <AuthCard title="Login">
      <LoginForm onLoggedIn={goHome} />
      <GoogleLoginSection onLoggedIn={goHome} />
      <Text ta="center" mt="lg" size="sm">
        New to Wayfare?{' '}
        <Anchor component={Link} to={paths.register.href()}>
          Create an account
        </Anchor>
      </Text>
    </AuthCard>
  );
}
