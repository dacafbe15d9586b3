import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { latestBirthDateForAge } from '@wayfare/common';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

describe('/login in German', () => {
  it('names its fields and links in German, and its refusals too', async () => {
    const fetchMock = mockApi();
    renderApp('/login', undefined, { locale: 'de' });
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByText('Neu bei Wayfare?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Konto erstellen' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(screen.getByText('Das Passwort ist erforderlich.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/auth/login'))).toBe(false);
  });

  it('asks the API in German and shows its answer in the German "Oops..." dialog', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/login': { status: 401, body: { errors: [{ error: 'E-Mail-Adresse oder Passwort ungültig' }] } },
    });
    renderApp('/login', undefined, { locale: 'de' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^E-Mail/), 'kunde@example.com');
    await user.type(screen.getByLabelText(/^Passwort/), 'falsches-passwort');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hoppla …' });
    expect(dialog).toHaveTextContent('401 - E-Mail-Adresse oder Passwort ungültig');
    const login = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/api/auth/login'));
    expect(new Headers(login?.[1]?.headers).get('accept-language')).toBe('de');
  });
});

describe('/register in French', () => {
  it('names its fields in French and checks them in French while typing', async () => {
    mockApi();
    renderApp('/register', undefined, { locale: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Inscription' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^E-mail/), 'ada@');
    expect(await screen.findByText('Saisissez une adresse e-mail valide.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Mot de passe/), 'abc');
    expect(await screen.findByText('Le mot de passe doit comporter au moins 6 caractères.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Date de naissance/), latestBirthDateForAge(10));
    expect(await screen.findByText('Vous devez avoir au moins 18 ans.')).toBeInTheDocument();
  });
});
