import { z } from 'zod';
import en from '../texts/en/profile.json' with { type: 'json' };
import { MINIMUM_AGE_YEARS, PASSWORD_MIN_LENGTH, ROLES } from './constants';
import { isIsoDate, latestBirthDateForAge } from './dates';
import { LOCALES } from './i18n/locales';
import { messages } from './messages';
import { personName } from './person-name';

/** `GET /api/users/currentUserProfile` (docs/product/accounts-and-roles.md#profile). */
export const UserProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  birthDate: z.string().nullable(),
  googleOAuthId: z.string().nullable(),
  bookingsEmails: z.boolean(),
  damageEmails: z.boolean(),
  promoEmails: z.boolean(),
  roles: z.array(z.enum(ROLES)),
  /**
   * The language of the user's e-mails and receipts, and of the pages once they log in (decision 019). Always
   * answered; optional in the schema so that a client written before it still reads a profile.
   */
  language: z.enum(LOCALES).optional(),
});
export type UserProfile = z.infer<typeof UserProfile>;

/**
 * Texts of the profile form and its endpoints (docs/product/accounts-and-roles.md#profile-form; the register texts are
 * reused), in the catalogue's `profile` namespace and read here in English.
 */
export const profileMessages = {
  name: en['errors.name'],
  firstName: en['errors.firstName'],
  lastName: en['errors.lastName'],
  email: en['errors.email'],
  birthDate: messages.register.underage,
  currentPassword: en['errors.currentPassword'],
  wrongCurrentPassword: en['errors.wrongCurrentPassword'],
  newPassword: en['errors.newPassword'],
  confirmPassword: en['errors.confirmPassword'],
  notYourself: en['errors.notYourself'],
  unlinkWithoutPassword: en['errors.unlinkWithoutPassword'],
  googleTaken: en['errors.googleTaken'],
  googleNotLinked: en['errors.googleNotLinked'],
  language: en['errors.language'],
} as const;

const pm = profileMessages;

/** Birth date at least MINIMUM_AGE_YEARS ago, as an ISO date. */
const adultBirthDate = z
  .string({ error: pm.birthDate })
  .refine((v) => isIsoDate(v) && v <= latestBirthDateForAge(MINIMUM_AGE_YEARS), { error: pm.birthDate });

/** `PUT /api/users/{id}`. A password change needs both `currentPassword` and `newPassword`. */
export const UpdateProfileBody = z.object({
  name: personName(pm.name),
  email: z
    .string({ error: pm.email })
    .trim()
    .max(254)
    .pipe(z.email({ error: pm.email })),
  birthDate: adultBirthDate,
  currentPassword: z.string().max(200).optional(),
  newPassword: z.string().min(PASSWORD_MIN_LENGTH, { error: pm.newPassword }).max(200).optional(),
  /** Left out, the language stays as it is. */
  language: z.enum(LOCALES, { error: pm.language }).optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/**
 * `POST /api/users/updateUserLanguage`: the language alone, as the page's language switcher saves it for a logged-in
 * user (an account without a birth date could not send the whole profile).
 */
export const LanguageSettingsBody = z.object({ language: z.enum(LOCALES, { error: pm.language }) });
export type LanguageSettingsBody = z.infer<typeof LanguageSettingsBody>;

/**
 * Answer of `PUT /api/users/{id}`. `accessToken` is present only after a password change: every older token of the
 * user (this one included) is revoked, so the client must switch to this one.
 */
export const UpdateProfileResponse = z.object({ profile: UserProfile, accessToken: z.string().optional() });
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponse>;

/** `POST /api/users/updateUserEmailSettings`. */
export const EmailSettingsBody = z.object({
  bookingsEmails: z.boolean(),
  damageEmails: z.boolean(),
  promoEmails: z.boolean(),
});
export type EmailSettingsBody = z.infer<typeof EmailSettingsBody>;

/** `PUT /api/users/gauth/{id}`: a Google credential (ID token) to link, or "" to unlink. */
export const GoogleLinkBody = z.object({ oAuthId: z.string().max(10_000) });
export type GoogleLinkBody = z.infer<typeof GoogleLinkBody>;

/** The web profile form's identity fields, each checked on its own while typing. */
export const ProfileFormFields = z.object({
  firstName: personName(pm.firstName),
  lastName: personName(pm.lastName),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: pm.email })),
  birthDate: adultBirthDate,
});

/** The password part of the profile form; checked only when "Change password?" is ticked. */
export const ProfilePasswordFields = z
  .object({
    changePassword: z.boolean(),
    currentPassword: z.string(),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!v.changePassword) return;
    if (!v.currentPassword) ctx.addIssue({ code: 'custom', message: pm.currentPassword, path: ['currentPassword'] });
    if (v.newPassword.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', message: pm.newPassword, path: ['newPassword'] });
    }
    if (v.newPassword !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: pm.confirmPassword, path: ['confirmPassword'] });
    }
  });

export type ProfileFormValues = z.infer<typeof ProfileFormFields> & z.infer<typeof ProfilePasswordFields>;

/** The body the profile form sends: first and last name joined by a space; passwords only for a change. */
export function profileBodyOf(v: ProfileFormValues): UpdateProfileBody {
  const body: UpdateProfileBody = {
    name: `${v.firstName.trim()} ${v.lastName.trim()}`,
    email: v.email.trim(),
    birthDate: v.birthDate,
  };
  return v.changePassword ? { ...body, currentPassword: v.currentPassword, newPassword: v.newPassword } : body;
}
