import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { latestBirthDateForAge, messages, MINIMUM_AGE_YEARS } from '@wayfare/common';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../lib/session';
import { mockApi, sentBody } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { customerToken } from '../../../test/tokens';

const m = messages.register;

async function openRegister() {
  const view = renderApp('/register');
  await screen.findByRole('heading', { name: 'Register' });
  return { user: userEvent.setup(), ...view };
}

const field = {
  name: () => screen.getByLabelText(/^Name/),
  email: () => screen.getByLabelText(/^Email/),
  password: () => screen.getByLabelText(/^Password/),
  confirmPassword: () => screen.getByLabelText(/^Confirm password/),
  birthDate: () => screen.getByLabelText(/^Birth date/),
};

describe('register form: checked per field while typing and on submit', () => {
  it('names every rule on submit of an empty form', async () => {
    const fetchMock = mockApi();
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    for (const text of [m.name, m.email, m.password, m.birthDate]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/auth/register'))).toBe(false);
  });

  it('shows "Passwords must match." on submit when only the confirmation differs', async () => {
    mockApi();
    const { user } = await openRegister();
    await user.type(field.password(), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(m.confirmPassword)).toBeInTheDocument();
  });

  it('checks the name while typing', async () => {
    mockApi();
    const { user } = await openRegister();
    await user.type(field.name(), 'A');
    expect(screen.queryByText(m.name)).not.toBeInTheDocument();
    await user.clear(field.name());
    expect(await screen.findByText(m.name)).toBeInTheDocument();
  });

  it('checks the email while typing', async () => {
    mockApi();
    const { user } = await openRegister();
    await user.type(field.email(), 'ada@');
    expect(await screen.findByText(m.email)).toBeInTheDocument();
    await user.type(field.email(), 'example.com');
    await waitFor(() => expect(screen.queryByText(m.email)).not.toBeInTheDocument());
  });

  it('checks the password length while typing', async () => {
    mockApi();
    const { user } = await openRegister();
    await user.type(field.password(), '12345');
    expect(await screen.findByText(m.password)).toBeInTheDocument();
    await user.type(field.password(), '6');
    await waitFor(() => expect(screen.queryByText(m.password)).not.toBeInTheDocument());
  });

  it('checks the confirmation while typing, and again when the password changes', async () => {
    mockApi();
    const { user } = await openRegister();
    await user.type(field.password(), 'secret1');
    await user.type(field.confirmPassword(), 'secret');
    expect(await screen.findByText(m.confirmPassword)).toBeInTheDocument();
    await user.type(field.confirmPassword(), '1');
    await waitFor(() => expect(screen.queryByText(m.confirmPassword)).not.toBeInTheDocument());
    await user.type(field.password(), '2');
    expect(await screen.findByText(m.confirmPassword)).toBeInTheDocument();
  });

  it('checks the birth date while typing: a date after today is refused', async () => {
    mockApi();
    const { user } = await openRegister();
    await user.type(field.birthDate(), '2999-01-01');
    expect(await screen.findByText(m.birthDate)).toBeInTheDocument();
    await user.clear(field.birthDate());
    await user.type(field.birthDate(), '1990-05-01');
    await waitFor(() => expect(screen.queryByText(m.birthDate)).not.toBeInTheDocument());
  });

  it('checks the birth date while typing: someone under 18 is told so on the field', async () => {
    mockApi();
    const { user } = await openRegister();
    const tenYearsAgo = latestBirthDateForAge(10);
    await user.type(field.birthDate(), tenYearsAgo);
    expect(await screen.findByText(m.underage)).toBeInTheDocument();
    await user.clear(field.birthDate());
    await user.type(field.birthDate(), latestBirthDateForAge(MINIMUM_AGE_YEARS));
    await waitFor(() => expect(screen.queryByText(m.underage)).not.toBeInTheDocument());
  });

  it('registers, keeps the token and goes home', async () => {
    const token = customerToken();
    const fetchMock = mockApi({ 'POST /api/auth/register': { status: 201, body: { accessToken: token } } });
    const { user, router } = await openRegister();
    await user.type(field.name(), 'Ada Lovelace');
    await user.type(field.email(), 'ada@example.com');
    await user.type(field.password(), 'secret1');
    await user.type(field.confirmPassword(), 'secret1');
    await user.type(field.birthDate(), '1990-05-01');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sentBody(fetchMock, '/api/auth/register')).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      birthDate: '1990-05-01',
    });
    expect(getSession()?.token).toBe(token);
  });

  it('goes back to the page its returnTo names, and passes it on to "Log in"', async () => {
    mockApi({ 'POST /api/auth/register': { status: 201, body: { accessToken: customerToken() } } });
    const { router } = renderApp('/register?returnTo=%2Fnew-booking%3FcarId%3D3');
    await screen.findByRole('heading', { name: 'Register' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fnew-booking%3FcarId%3D3',
    );
    const user = userEvent.setup();
    await user.type(field.name(), 'Ada Lovelace');
    await user.type(field.email(), 'ada@example.com');
    await user.type(field.password(), 'secret1');
    await user.type(field.confirmPassword(), 'secret1');
    await user.type(field.birthDate(), '1990-05-01');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-booking'));
    expect(router.state.location.search).toBe('?carId=3');
  });

  it('shows a taken e-mail (409) in the error dialog', async () => {
    mockApi({
      'POST /api/auth/register': {
        status: 409,
        body: { errors: [{ error: 'An account with this email already exists', field: 'email' }] },
      },
    });
    const { user } = await openRegister();
    await user.type(field.name(), 'Ada Lovelace');
    await user.type(field.email(), 'customer@example.com');
    await user.type(field.password(), 'secret1');
    await user.type(field.confirmPassword(), 'secret1');
    await user.type(field.birthDate(), '1990-05-01');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Oops...' })).toHaveTextContent(
      '409 - An account with this email already exists',
    );
  });
});
