import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@wayfare/common';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../lib/session';
import { mockApi, sentBody } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { customerToken } from '../../../test/tokens';

async function openLogin() {
  const view = renderApp('/login');
  await screen.findByRole('heading', { name: 'Login' });
  return { user: userEvent.setup(), ...view };
}

describe('login form: checked on submit', () => {
  it('shows both messages on submit of an empty form and sends nothing', async () => {
    const fetchMock = mockApi();
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(messages.login.email)).toBeInTheDocument();
    expect(screen.getByText(messages.login.password)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/auth/login'))).toBe(false);
  });

  it('says nothing while typing, then names a bad email and a too short password on submit', async () => {
    mockApi();
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), '12345');
    expect(screen.queryByText(messages.login.email)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(messages.login.email)).toBeInTheDocument();
    expect(screen.getByText(messages.login.password)).toBeInTheDocument();
  });

  it('logs in, keeps the token and goes home', async () => {
    const token = customerToken();
    const fetchMock = mockApi({ 'POST /api/auth/login': { body: { accessToken: token } } });
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText(/^Email/), ' customer@example.com ');
    await user.type(screen.getByLabelText(/^Password/), 'customer123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sentBody(fetchMock, '/api/auth/login')).toEqual({ email: 'customer@example.com', password: 'customer123' });
    expect(getSession()?.token).toBe(token);
    expect(sessionStorage.getItem('accessToken')).toBe(token);
  });

  it('goes back to the page its returnTo names, car and trip kept, and passes it on to Register', async () => {
    const back = '/new-booking?carId=3&fromCity=1&toCity=2&fromDate=2030-01-10&fromTime=10:00&toDate=2030-01-12';
    mockApi({ 'POST /api/auth/login': { body: { accessToken: customerToken() } } });
    const { router } = renderApp(`/login?returnTo=${encodeURIComponent(back)}`);
    await screen.findByRole('heading', { name: 'Login' });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/register?returnTo=${encodeURIComponent(back)}`,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'customer@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'customer123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-booking'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(back);
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example'])(
    'ignores the returnTo %s and goes home',
    async (hostile) => {
      mockApi({ 'POST /api/auth/login': { body: { accessToken: customerToken() } } });
      const { router } = renderApp(`/login?returnTo=${encodeURIComponent(hostile)}`);
      await screen.findByRole('heading', { name: 'Login' });
      expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(/^Email/), 'customer@example.com');
      await user.type(screen.getByLabelText(/^Password/), 'customer123');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(getSession()).not.toBeNull());
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(window.location.href).not.toContain('evil');
    },
  );

  it('shows the server refusal in the error dialog and stays on the page', async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { errors: [{ error: 'Invalid email or password' }] } } });
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText(/^Email/), 'customer@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Oops...' })).toHaveTextContent('401 - Invalid email or password');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('offers Google sign-in only when the server has a client id', async () => {
    mockApi();
    await openLogin();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });
});
