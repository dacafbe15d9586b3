import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api';
import { renderApp, renderPage } from '../test/render';
import { DateField } from './date-field';

describe('DateField', () => {
  it('opens its calendar on focus and closes it once a whole date is typed', async () => {
    mockApi();
    renderPage(<DateField label="Trip date" defaultDate="2030-01-01" />);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Trip date'));
    expect(await screen.findByRole('button', { name: 'Next month' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Trip date'), '2030-01-1');
    expect(screen.getByRole('button', { name: 'Next month' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Trip date'), '5');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Next month' })).not.toBeInTheDocument());
    expect(screen.getByLabelText('Trip date')).toHaveValue('2030-01-15');
  });

  it('names its calendar buttons in the page’s language', async () => {
    mockApi();
    renderApp('/page', [{ path: '/page', element: <DateField label="Reisedatum" defaultDate="2030-01-01" /> }], {
      locale: 'de',
    });
    await userEvent.setup().click(await screen.findByLabelText('Reisedatum'));
    expect(await screen.findByRole('button', { name: 'Nächster Monat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorheriger Monat' })).toBeInTheDocument();
  });
});
