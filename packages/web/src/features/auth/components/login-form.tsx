import '@mantine/core/styles/PasswordInput.css';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LoginBody } from '@wayfare/common';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useLogin } from '../api/login';

/**
 * Email and password, checked on submit only (docs/product/accounts-and-roles.md#login) with the messages of LoginBody.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const login = useLogin();
  const form = useForm<LoginBody>({
    initialValues: { email: '', password: '' },
    validate: zod4Resolver(LoginBody),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => login.mutate(LoginBody.parse(values), { onSuccess: onLoggedIn }))}
    >
      <Stack>
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"

          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={login.isPending} fullWidth mt="sm">
          Login
        </Button>
      </Stack>
    </form>
  );
}
