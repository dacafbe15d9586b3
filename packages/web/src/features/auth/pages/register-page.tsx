import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Register">
      <RegisterForm onRegistered={() => navigate(paths.home.href(), { replace: true })} />
      <Text ta="center" mt="lg" size="sm">
        Already have an account?{' '}
        <Anchor component={Link} to={paths.login.href()}>
          Log in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
