import { Anchor, Text } from '@mantine/core';
import { accountsTexts } from '@wayfare/common';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../lib/i18n/use-texts';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';
import { useComingBack } from '../components/use-coming-back';

/** /register: success logs the new customer in and goes to `/`, or back where they were going (`returnTo`). */
export function RegisterPage() {
  const t = useTexts(accountsTexts);
  const { returnTo, goBack } = useComingBack();
  return (
    <AuthCard title={t('register.title')}>
      <RegisterForm onRegistered={goBack} />
      <Text ta="center" mt="lg" size="sm">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to={paths.login.href({ returnTo })}>
          {t('register.logIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
