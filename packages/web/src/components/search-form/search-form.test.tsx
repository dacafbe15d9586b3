import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type SearchParams } from '@wayfare/common';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderPage } from '../../test/render';
import { SearchForm } from './search-form';

async function pickCity(user: ReturnType<typeof userEvent.setup>, label: string, city: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: city }));
}

describe('SearchForm', () => {
  it('keeps Search disabled until both cities are chosen, then sends every parameter', async () => {
    mockApi();
    const onSearch = vi.fn<(p: SearchParams) => void>();
    renderPage(<SearchForm onSearch={onSearch} initialValues={{ fromDate: '2999-05-01', toDate: '2999-05-04' }} />);
    const user = userEvent.setup();
    const search = await screen.findByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();

    await pickCity(user, 'Pick-up city', 'Berlin');
    expect(search).toBeDisabled();
    await pickCity(user, 'Drop-off city', 'Munich');
    await waitFor(() => expect(search).toBeEnabled());

    await user.click(search);
    expect(onSearch).toHaveBeenCalledWith({
      fromCity: '1',
      toCity: '2',
      fromDate: '2999-05-01',
      toDate: '2999-05-04',
      fromTime: '10:00',
      toTime: '10:00',
    });
  });

  it('says the cities must differ and disables Search', async () => {
    mockApi();
    renderPage(<SearchForm onSearch={() => {}} initialValues={{ fromCity: '1' }} />);
    const user = userEvent.setup();
    await pickCity(user, 'Drop-off city', 'Berlin');
    expect(await screen.findByText(messages.search.sameCities)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  });

  it('refuses a drop-off before the pick-up', async () => {
    mockApi();
    renderPage(
      <SearchForm
        onSearch={() => {}}
        initialValues={{ fromCity: '1', toCity: '2', fromDate: '2999-05-04', toDate: '2999-05-01' }}
      />,
    );
    const form = await screen.findByRole('form', { name: 'Car search' });
    expect(within(form).getByText('Drop-off must be after pick-up.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Search' })).toBeDisabled();
  });
});
