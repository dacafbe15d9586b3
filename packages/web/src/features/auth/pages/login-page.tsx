import { Anchor, Text } from '@mantine/core';
import { accountsTexts } from '@wayfare/common';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../lib/i18n/use-texts';
import { AuthCard } from '../components/auth-card';
import { GoogleLoginSection } from '../components/google-login-section';
import { LoginForm } from '../components/login-form';
import { useComingBack } from '../components/use-coming-back';

/** /login: password or Google; success goes to `/`, or back where the visitor was going (`returnTo`). */
export function LoginPage() {
  const t = useTexts(accountsTexts);
  const { returnTo, goBack } = useComingBack();
  return (
    <AuthCard title={t('login.title')}>
      <LoginForm onLoggedIn={goBack} />
      <GoogleLoginSection onLoggedIn={goBack} />
      <Text ta="center" mt="lg" size="sm">
        {t('login.newToWayfare')}{' '}
        <Anchor component={Link} to={paths.register.href({ returnTo })}>
          {t('login.createAccount')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
