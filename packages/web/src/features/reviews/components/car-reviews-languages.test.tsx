import { screen, within } from '@testing-library/react';
import { formatWallClock, type Review } from '@wayfare/common';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { customerToken } from '../../../test/tokens';
import { CarReviews } from './car-reviews';

/** A page's first German or French draw waits for its texts: on a busy machine that takes more than a second. */
const firstDraw = { timeout: 10_000 };

describe('a car’s reviews in French', () => {
  it('name the scores and the date in French', async () => {
    const review: Review = {
      id: 11,
      text: 'Super voiture',
      valueForMoney: 4,
      carCondition: 5,
      carSpeed: 3,
      createdOn: '2026-10-01T09:30:00',
      user: { id: 7, name: 'Cora Customer' },
      booking: { id: 3, distance: 584, car: { id: 3, make: 'Volkswagen', model: 'Golf' } },
    };
    startSession(customerToken());
    mockApi({ 'GET /api/reviews': { body: [review] } });
    renderApp('/page', [{ path: '/page', element: <CarReviews carId={3} /> }], { locale: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Derniers avis' }, firstDraw)).toBeInTheDocument();
    const item = within(await screen.findByRole('listitem', { name: 'Avis de Cora Customer' }));
    expect(item.getByRole('img', { name: 'Rapport qualité-prix : 4 sur 5' })).toBeInTheDocument();
    expect(item.getByText('État du véhicule')).toBeInTheDocument();
    expect(item.getByText(formatWallClock(review.createdOn, 'fr'))).toBeInTheDocument();
    expect(formatWallClock(review.createdOn, 'fr')).toMatch(/^01\/10\/2026/);
    expect(item.getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
  });
});
