import '@mantine/core/styles/PasswordInput.css';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RegisterBody, todayIsoDate } from '@wayfare/common';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { DateField } from '../../../components/date-field';
import { useRegister } from '../api/register';

const EMPTY: RegisterBody = { name: '', email: '', password: '', confirmPassword: '', birthDate: '' };

/**
 * Name, email, password twice and birth date, checked per field while typing and again on
 * submit (docs/product/accounts-and-roles.md#register) by the same RegisterBody schema the API validates with.
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const registration = useRegister();
  const form = useForm<RegisterBody>({
    initialValues: EMPTY,
    validate: zod4Resolver(RegisterBody),
    validateInputOnChange: true,
  });
  // "Passwords must match." depends on both fields: re-check the confirmation when the password
  // changes after the confirmation was typed.
  form.watch('password', () => {
    if (form.isTouched('confirmPassword')) form.validateField('confirmPassword');
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => registration.mutate(RegisterBody.parse(values), { onSuccess: onRegistered }))}
    >
      <Stack>
        <TextInput label="Name" autoComplete="name" {...form.getInputProps('name')} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"

          {...form.getInputProps('confirmPassword')}
        />
        <DateField
          label="Birth date"
          defaultLevel="decade"
          defaultDate="1995-01-01"
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the date' }}

          {...form.getInputProps('birthDate')}
          // The schema wants a string; a cleared picker gives null.
          onChange={(value) => form.setFieldValue('birthDate', value ?? '')}
          // Typing a date in the future is allowed so its message can be shown; the picker hides them.
          excludeDate={(date) => date > todayIsoDate()}
        />
        <Button type="submit" loading={registration.isPending} fullWidth mt="sm">
          Register
        </Button>
      </Stack>
    </form>
  );
}
