import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../lib/session';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render';
import { adminToken } from '../../test/tokens';

/** Opens an admin page in `locale` and the "Admin tools" menu on its bar; answers the menu's entries. */
async function openMenu(locale: 'de' | 'fr', heading: string, menu: string): Promise<string[]> {
  mockApi({ 'GET /api/statistics/general': () => new Promise<Response>(() => {}) });
  startSession(adminToken());
  renderApp('/statistics', undefined, { locale });
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
  // The admin tools are downloaded for admins only, so they appear a moment after the page.
  await userEvent.setup().click(await screen.findByRole('button', { name: menu }));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent ?? '');
}

describe('the "Admin tools" menu in the language of the page', () => {
  it('speaks German', async () => {
    expect(await openMenu('de', 'Statistiken', 'Verwaltung')).toEqual([
      'Auto anlegen',
      'Rabattplan anlegen',
      'Auktion anlegen',
      'Alle Autos',
      'Alle Zahlungen',
      'Alle Supportanfragen',
      'Statistiken',
      'Flottenkalender',
      'Änderungsprotokoll',
      'Bereitstellungen',
      'Vorbereitete Suche',
      'Stadt anlegen',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Flottenkalender' })).toHaveAttribute('href', '/fleet-calendar');
  });

  it('speaks French', async () => {
    expect(await openMenu('fr', 'Statistiques', 'Outils d’administration')).toEqual([
      'Créer une voiture',
      'Créer une formule de réduction',
      'Créer une enchère',
      'Toutes les voitures',
      'Tous les paiements',
      'Tous les messages d’assistance',
      'Statistiques',
      'Calendrier de la flotte',
      'Journal d’audit',
      'Déploiements',
      'Recherche préparée',
      'Créer une ville',
    ]);
  });
});
