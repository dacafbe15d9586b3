import '@mantine/core/styles/PasswordInput.css';
import { Button, Checkbox, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  errorsTexts,
  latestBirthDateForAge,
  MINIMUM_AGE_YEARS,
  profileBodyOf,
  ProfileFormFields,
  ProfilePasswordFields,
  profileTexts,
  type ProfileFormValues,
  type UserProfile,
} from '@wayfare/common';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { DateField } from '../../../components/date-field';
import { PageLanguageDates } from '../../../lib/i18n/dates-locale';
import { inPageLanguage } from '../../../lib/i18n/form-errors';
import { textOf, useTexts } from '../../../lib/i18n/use-texts';
import { useProfileMutations } from '../api/profile-mutations';
import { GoogleLink } from './google-link';

// Their sentences are the profile namespace's, and the errors namespace's for the rules shared with registration.
const identityRules = inPageLanguage(zod4Resolver(ProfileFormFields));
const passwordRules = inPageLanguage(zod4Resolver(ProfilePasswordFields));

function initialValues(profile: UserProfile): ProfileFormValues {
  const [firstName = '', ...rest] = profile.name.trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    email: profile.email,
    birthDate: profile.birthDate ?? '',
    changePassword: false,
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  };
}

/**
 * Profile settings (docs/product/accounts-and-roles.md#profile-form): checked per field while typing and on submit;
 * sends PUT /api/users/{id}.
 */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const t = useTexts(profileTexts);
  useTexts(errorsTexts);
  const { update } = useProfileMutations();
  const form = useForm<ProfileFormValues>({
    initialValues: initialValues(profile),
    validate: (values) => ({ ...identityRules(values), ...passwordRules(values) }),
    validateInputOnChange: true,
  });
  form.watch('newPassword', () => {
    if (form.isTouched('confirmPassword')) form.validateField('confirmPassword');
  });
  const changePassword = form.getValues().changePassword;

  const submit = (values: ProfileFormValues) =>
    update.mutate(
      { id: profile.id, body: profileBodyOf(values) },
      {
        onSuccess: () => {
          form.setValues({ changePassword: false, currentPassword: '', newPassword: '', confirmPassword: '' });
          notifications.show({ color: 'green', message: textOf(profileTexts, 'form.saved') });
        },
      },
    );

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('form.firstName')} autoComplete="given-name" {...form.getInputProps('firstName')} />
          <TextInput label={t('form.lastName')} autoComplete="family-name" {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label={t('form.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
        {/* The calendar names months and days in the page's language. */}
        <PageLanguageDates>
          <DateField
            label={t('form.birthDate')}
            defaultLevel="decade"
            {...form.getInputProps('birthDate')}
            onChange={(value) => form.setFieldValue('birthDate', value ?? '')}
            excludeDate={(date) => date > latestBirthDateForAge(MINIMUM_AGE_YEARS)}
          />
        </PageLanguageDates>
        <Checkbox label={t('form.changePassword')} {...form.getInputProps('changePassword', { type: 'checkbox' })} />
        {changePassword && (
          <>
            <PasswordInput
              label={t('form.currentPassword')}
              autoComplete="current-password"
              {...form.getInputProps('currentPassword')}
            />
            <PasswordInput
              label={t('form.newPassword')}
              autoComplete="new-password"
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label={t('form.confirmPassword')}
              autoComplete="new-password"
              {...form.getInputProps('confirmPassword')}
            />
          </>
        )}
        <GoogleLink profile={profile} />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
