import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render';

const mainNav = async () => (await screen.findAllByRole('navigation'))[0]!;

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
  document.documentElement.lang = 'en';
});

describe('the language switcher', () => {
  it('draws the page in the language the server sent it in', async () => {
    mockApi();
    renderApp('/discount-plans', undefined, { locale: 'de' });
    expect(await within(await mainNav()).findByRole('link', { name: 'Rabattpläne' })).toBeInTheDocument();
    expect(within(await mainNav()).getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getAllByRole('combobox', { name: 'Sprache' })[0]).toHaveValue('de');
  });

  it('switches the page in place, and keeps the choice for the next page the server sends', async () => {
    mockApi();
    renderApp('/discount-plans');
    const [select] = await screen.findAllByRole('combobox', { name: 'Language' });
    await userEvent.setup().selectOptions(select!, 'Français');
    expect(await within(await mainNav()).findByRole('link', { name: 'Connexion' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.cookie).toContain('lang=fr');
    expect(screen.getAllByRole('combobox', { name: 'Langue' })[0]).toHaveValue('fr');
  });
});
