import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reviewMessages, type Review } from '@wayfare/common';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { mockApi, sentBody } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { adminToken, customerToken, fakeToken } from '../../../test/tokens';
import { CarReviews } from './car-reviews';

const review: Review = {
  id: 11,
  text: 'Great car',
  valueForMoney: 4,
  carCondition: 5,
  carSpeed: 3,
  createdOn: '2026-10-01T09:30:00',
  user: { id: 7, name: 'Cora Customer' },
  booking: { id: 3, distance: 584, car: { id: 3, make: 'Volkswagen', model: 'Golf' } },
};

function openReviews(token: string, reviews: Review[] = [review]) {
  startSession(token);
  const fetchMock = mockApi({
    'GET /api/reviews': { body: reviews },
    'PUT /api/reviews/11': { body: review },
    'DELETE /api/reviews/11': { body: {} },
  });
  renderPage(<CarReviews carId={3} />);
  const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method).length;
  return { fetchMock, calls, user: userEvent.setup() };
}

describe('CarReviews / ReviewItem', () => {
  it('says "No reviews yet" for a car without reviews', async () => {
    openReviews(customerToken(), []);
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('shows edit controls to the author and admins only', async () => {
    openReviews(fakeToken({ userId: 99 }));
    expect(await screen.findByText('Great car')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('lets an admin edit inline; an emptied text alerts and sends nothing, a real one is saved', async () => {
    const { user, calls, fetchMock } = openReviews(adminToken());
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getAllByRole('slider')).toHaveLength(3);
    const text = screen.getByLabelText('Review text');
    await user.clear(text);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(reviewMessages.textEmpty)).toBeInTheDocument();
    expect(calls('PUT')).toBe(0);
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await user.type(text, 'Still great');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('PUT')).toBe(1));
    expect(sentBody(fetchMock, '/reviews/11')).toEqual({
      valueForMoney: 4,
      carCondition: 5,
      carSpeed: 3,
      text: 'Still great',
    });
  });

  it('deletes only after confirmation', async () => {
    const { user, calls } = openReviews(customerToken());
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete review' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls('DELETE')).toBe(1));
  });
});
