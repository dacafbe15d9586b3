import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { mockApi, sentBody } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { customerToken } from '../../../test/tokens';

/** A logged-in user's language is kept in their profile (docs/product/languages.md#choosing-a-language). */

const PROFILE = {
  id: 7,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  birthDate: '1986-12-09',
  googleOAuthId: null,
  bookingsEmails: true,
  damageEmails: true,
  promoEmails: false,
  roles: ['CUSTOMER'],
  language: 'de',
};

const mainNav = async () => (await screen.findAllByRole('navigation'))[0]!;
const saves = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/users/updateUserLanguage'));

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
  document.documentElement.lang = 'en';
});

describe('the language switcher of a logged-in user', () => {
  it('switches the page and saves the choice in the profile', async () => {
    startSession(customerToken());
    const fetchMock = mockApi({ 'POST /api/users/updateUserLanguage': { body: { ...PROFILE, language: 'fr' } } });
    renderApp('/discount-plans');
    const [select] = await screen.findAllByRole('combobox', { name: 'Language' });
    await userEvent.setup().selectOptions(select!, 'Français');
    expect(await within(await mainNav()).findByRole('link', { name: 'Mon profil' })).toBeInTheDocument();
    await waitFor(() => expect(saves(fetchMock)).toHaveLength(1));
    expect(sentBody(fetchMock, '/api/users/updateUserLanguage')).toEqual({ language: 'fr' });
  });

  it('saves nothing for a guest, whose choice only the cookie keeps', async () => {
    const fetchMock = mockApi();
    renderApp('/discount-plans');
    const [select] = await screen.findAllByRole('combobox', { name: 'Language' });
    await userEvent.setup().selectOptions(select!, 'Deutsch');
    expect(await within(await mainNav()).findByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(saves(fetchMock)).toHaveLength(0);
  });
});

describe('after a login', () => {
  it("switches the page to the profile's language", async () => {
    mockApi({
      'POST /api/auth/login': { body: { accessToken: customerToken() } },
      'GET /api/users/currentUserProfile': { body: PROFILE },
    });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'grace@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await within(await mainNav()).findByRole('link', { name: 'Mein Profil' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
  });

  it('keeps the page as it is when the profile has its language', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/login': { body: { accessToken: customerToken() } },
      'GET /api/users/currentUserProfile': { body: { ...PROFILE, language: 'en' } },
    });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'grace@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/currentUserProfile'))).toBe(true),
    );
    expect(await within(await mainNav()).findByRole('link', { name: 'My profile' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps the language chosen on this device before the login, and saves it in the profile', async () => {
    document.cookie = 'lang=fr; path=/';
    const fetchMock = mockApi({
      'POST /api/auth/login': { body: { accessToken: customerToken() } },
      'GET /api/users/currentUserProfile': { body: PROFILE },
      'POST /api/users/updateUserLanguage': { body: { ...PROFILE, language: 'fr' } },
    });
    renderApp('/login', undefined, { locale: 'fr' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^E-mail/), 'grace@example.com');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Connexion' }));
    await waitFor(() => expect(saves(fetchMock)).toHaveLength(1));
    expect(sentBody(fetchMock, '/api/users/updateUserLanguage')).toEqual({ language: 'fr' });
    expect(await within(await mainNav()).findByRole('link', { name: 'Mon profil' })).toBeInTheDocument();
    expect(document.documentElement.lang).not.toBe('de');
  });
});
