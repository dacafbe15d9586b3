import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

// A German or French home page waits for its texts (frame, home, search form, calendar names) before it draws: on a
// busy machine that takes longer than the usual wait.
const pageDrawn = { timeout: 15_000 };

describe('the home page in the language the server sent it in', () => {
  it('German: the hero, the four tiles and the brands', async () => {
    mockApi();
    renderApp('/', undefined, { locale: 'de' });
    expect(await screen.findByRole('heading', { name: 'Einfach, schnell, ganz Ihres' }, pageDrawn)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Warum Wayfare' })).toBeInTheDocument();
    for (const tile of ['Große Fahrzeugauswahl', 'Flexibel bezahlen', 'Buchung in Echtzeit', 'Einfache Verwaltung'])
      expect(screen.getByRole('heading', { name: tile })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Autos der Marken, die Sie kennen' })).toBeInTheDocument();
  });

  it('French: the hero and the tiles', async () => {
    mockApi();
    renderApp('/', undefined, { locale: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Simple, rapide, à vous' }, pageDrawn)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pourquoi Wayfare' })).toBeInTheDocument();
    expect(screen.getByText(/^Louez une voiture en quelques clics/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Réservation en temps réel' })).toBeInTheDocument();
  });
});

describe('the not-found page', () => {
  it('in French', async () => {
    mockApi();
    renderApp('/no-such-page', undefined, { locale: 'fr' });
    expect(
      await screen.findByRole('heading', { name: 'Oups\u00a0! La page que vous recherchez n’existe pas.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('in German', async () => {
    mockApi();
    renderApp('/ping', undefined, { locale: 'de' });
    expect(
      await screen.findByRole('heading', { name: 'Hoppla! Die gesuchte Seite existiert nicht.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeInTheDocument();
  });
});
