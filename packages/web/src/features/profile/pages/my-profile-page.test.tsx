import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, profileMessages, type UserProfile } from '@wayfare/common';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session';
import { mockApi, PUBLIC_CONFIG, sentBody, type MockReply } from '../../../test/mock-api';
import { renderApp, renderPage } from '../../../test/render';
import { customerToken } from '../../../test/tokens';
import { MyProfilePage } from './my-profile-page';

// No network here: Google's button is played by one that hands over a fixed credential.
vi.mock('@react-oauth/google', () => ({
  GoogleOAuthProvider: ({ children }: { children: React.ReactNode }) => children,
  GoogleLogin: ({ onSuccess }: { onSuccess: (response: { credential?: string }) => void }) => (
    <button type="button" onClick={() => onSuccess({ credential: 'google-id-token' })}>
      Continue with Google
    </button>
  ),
}));

const PROFILE: UserProfile = {
  id: 7,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  birthDate: '1986-12-09',
  googleOAuthId: null,
  bookingsEmails: true,
  damageEmails: true,
  promoEmails: false,
  roles: ['CUSTOMER'],
};

async function openProfile(replies: Record<string, MockReply> = {}) {
  startSession(customerToken());
  const fetchMock = mockApi({ 'GET /api/users/currentUserProfile': { body: PROFILE }, ...replies });
  renderPage(
    <MyProfilePage payments={<p>Payments slot</p>} bookings={<p>Bookings slot</p>} renderReview={() => null} />,
  );
  await screen.findByRole('button', { name: 'Save Settings' });
  return { user: userEvent.setup(), fetchMock };
}

const puts = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

afterEach(() => vi.restoreAllMocks());

describe('/my-profile settings form: per-field checks and what it sends', () => {
  it('fills the form from the profile, splitting the name', async () => {
    await openProfile();
    expect(screen.getByLabelText('First Name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Hopper');
    expect(screen.getByLabelText('Email Address')).toHaveValue('grace@example.com');
    expect(screen.getByRole('tab', { name: 'Profile settings', selected: true })).toBeInTheDocument();
  });

  it('names each bad field while typing and sends nothing on submit', async () => {
    const { user, fetchMock } = await openProfile();
    await user.clear(screen.getByLabelText('First Name'));
    expect(await screen.findByText(profileMessages.firstName)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Last Name'));
    expect(await screen.findByText(profileMessages.lastName)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email Address'));
    await user.type(screen.getByLabelText('Email Address'), 'nope');
    expect(await screen.findByText(profileMessages.email)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('"Passwords must match" on a different confirmation, and nothing is sent', async () => {
    const { user, fetchMock } = await openProfile();
    await user.click(screen.getByLabelText('Change password?'));
    await user.type(screen.getByLabelText('Current password'), 'old-password');
    await user.type(screen.getByLabelText('New password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'other-password');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(profileMessages.confirmPassword)).toBeInTheDocument();
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('sends the joined name and the password change', async () => {
    const { user, fetchMock } = await openProfile({
      'PUT /api/users/7': { body: { profile: { ...PROFILE, name: 'Grace B Hopper' } } },
    });
    await user.type(screen.getByLabelText('Last Name'), ' Jr');
    await user.click(screen.getByLabelText('Change password?'));
    await user.type(screen.getByLabelText('Current password'), 'old-password');
    await user.type(screen.getByLabelText('New password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(sentBody(fetchMock, '/api/users/7')).toEqual({
      name: 'Grace Hopper Jr',
      email: 'grace@example.com',
      birthDate: '1986-12-09',
      currentPassword: 'old-password',
      newPassword: 'new-password',
    });
  });
});

describe('/my-profile e-mail preferences: saved at once, put back when saving fails', () => {
  it('saves a toggle at once', async () => {
    const { user, fetchMock } = await openProfile({
      'POST /api/users/updateUserEmailSettings': { body: { ...PROFILE, promoEmails: true } },
    });
    await user.click(screen.getByLabelText('Promotional'));
    await waitFor(() =>
      expect(sentBody(fetchMock, '/api/users/updateUserEmailSettings')).toEqual({
        bookingsEmails: true,
        damageEmails: true,
        promoEmails: true,
      }),
    );
    expect(screen.getByLabelText('Promotional')).toBeChecked();
  });

  it('reverts the box and logs the error when the save fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openProfile({
      'POST /api/users/updateUserEmailSettings': { status: 500, body: { errors: [{ error: messages.http.internal }] } },
    });
    await user.click(screen.getByRole('checkbox', { name: 'Bookings and auctions' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Bookings and auctions' })).toBeChecked());
  });
});

describe('/my-profile Google link', () => {
  it('links with the Google credential when the server has a client id', async () => {
    const { user, fetchMock } = await openProfile({
      'GET /api/config': { body: { ...PUBLIC_CONFIG, googleClientId: 'client.apps.googleusercontent.com' } },
      'PUT /api/users/gauth/7': { body: { ...PROFILE, googleOAuthId: 'g-7' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('button', { name: 'Unlink Google' })).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/users/gauth/7')).toEqual({ oAuthId: 'google-id-token' });
  });

  it('unlinks a linked account with an empty oAuthId', async () => {
    const { user, fetchMock } = await openProfile({
      'GET /api/users/currentUserProfile': { body: { ...PROFILE, googleOAuthId: 'g-7' } },
      'PUT /api/users/gauth/7': { body: PROFILE },
    });
    await user.click(screen.getByRole('button', { name: 'Unlink Google' }));
    await waitFor(() => expect(sentBody(fetchMock, '/api/users/gauth/7')).toEqual({ oAuthId: '' }));
  });
});

describe('/my-profile in German and French', () => {
  async function openIn(locale: 'de' | 'fr', replies: Record<string, MockReply> = {}) {
    startSession(customerToken());
    const fetchMock = mockApi({ 'GET /api/users/currentUserProfile': { body: PROFILE }, ...replies });
    const page = <MyProfilePage payments={<p>Payments</p>} bookings={<p>Bookings</p>} renderReview={() => null} />;
    // The page waits for its German or French texts inside the layout's Suspense, played here by one of its own.
    renderApp('/page', [{ path: '/page', element: <Suspense fallback={null}>{page}</Suspense> }], { locale });
    return { user: userEvent.setup(), fetchMock };
  }

  afterEach(() => {
    document.cookie = 'lang=; path=/; max-age=0';
    document.documentElement.lang = 'en';
  });

  it('labels the page, the tabs, the form and the preferences in German, and checks fields in German', async () => {
    const { user } = await openIn('de');
    expect(await screen.findByRole('heading', { name: 'Mein Profil' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Profileinstellungen', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Zahlungen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Vorname')).toHaveValue('Grace');
    expect(screen.getByRole('checkbox', { name: 'Schadensmeldungen' })).toBeChecked();
    await user.clear(screen.getByLabelText('Vorname'));
    expect(await screen.findByText('Der Vorname ist erforderlich.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Passwort ändern?'));
    await user.type(screen.getByLabelText('Neues Passwort'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await screen.findByText('Das Passwort muss mindestens 6 Zeichen lang sein.')).toBeInTheDocument();
  });

  it('offers the language on the card: a choice switches the page and is saved at once', async () => {
    const { user, fetchMock } = await openIn('fr', {
      'POST /api/users/updateUserLanguage': { body: { ...PROFILE, language: 'de' } },
    });
    expect(await screen.findByRole('heading', { name: 'Mon profil' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enregistrer les paramètres' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'Deutsch');
    expect(await screen.findByRole('heading', { name: 'Mein Profil' })).toBeInTheDocument();
    await waitFor(() => expect(sentBody(fetchMock, '/api/users/updateUserLanguage')).toEqual({ language: 'de' }));
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  });
});
