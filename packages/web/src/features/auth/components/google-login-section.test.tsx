import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@wayfare/common';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session';
import { mockApi, PUBLIC_CONFIG, sentBody } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { customerToken } from '../../../test/tokens';

// No network here: Google's button is played by one that hands over a fixed credential.
vi.mock('@react-oauth/google', () => ({
  GoogleOAuthProvider: ({ children }: { children: React.ReactNode }) => children,
  GoogleLogin: ({ onSuccess }: { onSuccess: (response: { credential?: string }) => void }) => (
    <button type="button" onClick={() => onSuccess({ credential: 'google-id-token' })}>
      Sign in with Google
    </button>
  ),
}));

const withClientId = { body: { ...PUBLIC_CONFIG, googleClientId: 'client.apps.googleusercontent.com' } };

describe('Google sign-in on /login: shown only when configured, the credential goes to the server', () => {
  it('is hidden while the server has no Google client id', async () => {
    mockApi({ 'GET /api/config': { body: { ...PUBLIC_CONFIG, googleClientId: null } } });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });

  it('sends the credential to the API, keeps the token and goes home', async () => {
    const token = customerToken();
    const fetchMock = mockApi({
      'GET /api/config': withClientId,
      'POST /api/auth/login/google': { body: { accessToken: token } },
    });
    const { router } = renderApp('/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(getSession()?.token).toBe(token));
    expect(sentBody(fetchMock, '/api/auth/login/google')).toEqual({ oAuthId: 'google-id-token' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes back to the page its returnTo names', async () => {
    mockApi({
      'GET /api/config': withClientId,
      'POST /api/auth/login/google': { body: { accessToken: customerToken() } },
    });
    const { router } = renderApp('/login?returnTo=%2Fmy-bookings');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-bookings'));
  });

  it('answers a refused credential with the "Login with Google failed!" toast', async () => {
    mockApi({
      'GET /api/config': withClientId,
      'POST /api/auth/login/google': { status: 401, body: { errors: [{ error: messages.auth.googleInvalid }] } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByText(messages.auth.googleFailed)).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('shows the server’s text when the e-mail belongs to an account Google is not linked to (409)', async () => {
    notifications.clean(); // the toast of the test before may still be up
    mockApi({
      'GET /api/config': withClientId,
      'POST /api/auth/login/google': { status: 409, body: { errors: [{ error: messages.auth.googleLinkRequired }] } },
    });
    const { router } = renderApp('/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByText(messages.auth.googleLinkRequired)).toBeInTheDocument();
    expect(screen.queryByText(messages.auth.googleFailed)).not.toBeInTheDocument();
    expect(getSession()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });
});
