import '@mantine/core/styles/PasswordInput.css';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { accountsTexts, errorsTexts, LoginBody } from '@wayfare/common';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { inPageLanguage } from '../../../lib/i18n/form-errors';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useLogin } from '../api/login';

/**
 * Email and password, checked on submit only (docs/product/accounts-and-roles.md#login) with the messages of LoginBody.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const t = useTexts(accountsTexts);
  // LoginBody's messages are the errors namespace's sentences, shown in the page's language.
  useTexts(errorsTexts);
  const login = useLogin();
  const form = useForm<LoginBody>({
    initialValues: { email: '', password: '' },
    validate: inPageLanguage(zod4Resolver(LoginBody)),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => login.mutate(LoginBody.parse(values), { onSuccess: onLoggedIn }))}
    >
      <Stack>
        <TextInput label={t('form.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput label={t('form.password')} autoComplete="current-password" {...form.getInputProps('password')} />
        <Button type="submit" loading={login.isPending} fullWidth mt="sm">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
