import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';
import { useComingBack } from '../components/use-coming-back';

/** /register: success logs the new customer in and goes to `/`, or back where they were going (`returnTo`). */
export function RegisterPage() {
  const { returnTo, goBack } = useComingBack();
  return (
    <AuthCard title="Register">
      <RegisterForm onRegistered={goBack} />
      <Text ta="center" mt="lg" size="sm">
        Already have an account?{' '}
        <Anchor component={Link} to={paths.login.href({ returnTo })}>
          Log in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
