import '@mantine/core/styles/PasswordInput.css';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { accountsTexts, errorsTexts, RegisterBody, todayIsoDate } from '@wayfare/common';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { DateField } from '../../../components/date-field';
import { PageLanguageDates } from '../../../lib/i18n/dates-locale';
import { inPageLanguage } from '../../../lib/i18n/form-errors';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useRegister } from '../api/register';

const EMPTY: RegisterBody = { name: '', email: '', password: '', confirmPassword: '', birthDate: '' };

/**
 * Name, email, password twice and birth date, checked per field while typing and again on
 * submit (docs/product/accounts-and-roles.md#register) by the same RegisterBody schema the API validates with.
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const t = useTexts(accountsTexts);
  // RegisterBody's messages are the errors namespace's sentences, shown in the page's language.
  useTexts(errorsTexts);
  const registration = useRegister();
  const form = useForm<RegisterBody>({
    initialValues: EMPTY,
    validate: inPageLanguage(zod4Resolver(RegisterBody)),
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
        <TextInput label={t('form.name')} autoComplete="name" {...form.getInputProps('name')} />
        <TextInput label={t('form.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput label={t('form.password')} autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput
          label={t('form.confirmPassword')}
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        {/* The birth date's calendar names months and days in the page's language. */}
        <PageLanguageDates>
          <DateField
            label={t('form.birthDate')}
            defaultLevel="decade"
            defaultDate="1995-01-01"
            clearable
            clearButtonProps={{ 'aria-label': t('form.clearDate') }}
            {...form.getInputProps('birthDate')}
            // The schema wants a string; a cleared picker gives null.
            onChange={(value) => form.setFieldValue('birthDate', value ?? '')}
            // Typing a date in the future is allowed so its message can be shown; the picker hides them.
            excludeDate={(date) => date > todayIsoDate()}
          />
        </PageLanguageDates>
        <Button type="submit" loading={registration.isPending} fullWidth mt="sm">
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
