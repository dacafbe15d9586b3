import { useQueryClient } from '@tanstack/react-query';
import { isLocale, type LanguageSettingsBody, type Locale, type UserProfile } from '@wayfare/common';
import { useCallback, useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { chosenLocale, currentLocale, useSwitchLocale } from '../../../lib/i18n/locale';
import { getSession, isLoggedIn, type Session, subscribeToSession } from '../../../lib/session';
import { profileKeys } from './profile-keys';

/*
 * A logged-in user's language lives in their profile too (docs/product/languages.md#choosing-a-language). These calls
 * run on every page (the switcher is in the navbar), so they read the answers without zod, which the first download
 * leaves out.
 */

/**
 * POST /api/users/updateUserLanguage. No error dialog: the page has already switched, and a language that could not
 * be saved only means that the next login opens in the previous one.
 */
function saveLanguage(body: LanguageSettingsBody): Promise<unknown> {
  return apiRequest('/users/updateUserLanguage', { method: 'POST', body, errorDialog: false });
}

/** The language the user's profile keeps, or undefined when it cannot be read. */
async function profileLanguage(): Promise<Locale | undefined> {
  const profile = await apiRequest('/users/currentUserProfile', { errorDialog: false });
  const language =
    typeof profile === 'object' && profile !== null ? (profile as { language?: unknown }).language : null;
  return isLocale(language) ? language : undefined;
}

/** Switches the page's language and, for a logged-in user, saves it in their profile. */
export function useChooseLanguage(): (locale: Locale) => void {
  const switchTo = useSwitchLocale();
  const queryClient = useQueryClient();
  return useCallback(
    (locale: Locale) => {
      switchTo(locale);
      if (!isLoggedIn(getSession())) return;
      // The profile page shows the choice at once; a failed save reads the profile again.
      queryClient.setQueryData<UserProfile>(profileKeys.me, (profile) => profile && { ...profile, language: locale });
      saveLanguage({ language: locale }).catch((error: unknown) => {
        console.error('Saving the language in the profile failed', error);
        void queryClient.invalidateQueries({ queryKey: profileKeys.me });
      });
    },
    [switchTo, queryClient],
  );
}

/** The session whose login has had its language looked up: the page's switchers (navbar, footer) share the work. */
let lookedUpFor: Session | undefined;

/**
 * Once someone logs in (login, Google, registration), the page takes the language their profile keeps, unless one
 * was chosen on this device: then the page keeps it and the profile learns it, since a visitor who picked French
 * before logging in expects French after (docs/product/languages.md). A session restored at start-up or renewed is no
 * login: the page keeps the language it has. Every page shows a language switcher, which calls this; the first one
 * to hear of a login looks the language up.
 */
export function useProfileLanguageAfterLogin(): void {
  const switchTo = useSwitchLocale();
  useEffect(() => {
    let wasLoggedIn = isLoggedIn(getSession());
    return subscribeToSession(() => {
      const session = getSession();
      const loggedIn = isLoggedIn(session);
      const isLogin = loggedIn && !wasLoggedIn && lookedUpFor !== session;
      wasLoggedIn = loggedIn;
      if (!isLogin) return;
      lookedUpFor = session;
      const chosen = chosenLocale();
      profileLanguage().then(
        (language) => {
          if (getSession() !== session) return;
          if (chosen && language !== chosen) void saveLanguage({ language: chosen }).catch(() => {});
          else if (!chosen && language && language !== currentLocale()) switchTo(language);
        },
        // A profile that cannot be read now leaves the page in its language; the next login tries again.
        () => {},
      );
    });
  }, [switchTo]);
}
