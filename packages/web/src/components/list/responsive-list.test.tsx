import { Badge, Button } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import type { ListColumn } from './list-column';
import { ListActions } from './list-actions';
import { PHONE_QUERY, useListButtonSize } from './list-layout';
import { ResponsiveList } from './responsive-list';

interface Trip {
  id: number;
  city: string;
  status: string;
}

function CancelButton({ trip }: { trip: Trip }) {
  return <Button size={useListButtonSize()} aria-label={`Cancel trip #${trip.id}`}>{`Cancel`}</Button>;
}

const columns: Array<ListColumn<Trip> | false> = [
  { header: 'Photo', cell: (trip) => <img alt={`Car of trip #${trip.id}`} src="data:," />, card: 'media' },
  { header: '#', cell: (trip) => trip.id, card: 'title', cardCell: (trip) => `#${trip.id}` },
  { header: 'Status', cell: (trip) => trip.status, card: 'status', cardCell: (trip) => <Badge>{trip.status}</Badge> },
  { header: 'City', cell: (trip) => trip.city },
  false,
  {
    header: 'Actions',
    card: 'actions',
    cell: (trip) => (
      <ListActions>
        <CancelButton trip={trip} />
        <Button>Change</Button>
      </ListActions>
    ),
  },
];

const trips: Trip[] = [
  { id: 1, city: 'Berlin', status: 'Paid' },
  { id: 2, city: 'Munich', status: 'Unpaid' },
];

/** jsdom has no layout: the screen's width is what its media query answers. */
function onScreen(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: phone && query === PHONE_QUERY,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
  render(
    <AppProviders env="test">
      <ResponsiveList label="Trips" minWidth={600} items={trips} itemKey={(trip) => trip.id} columns={columns} />
    </AppProviders>,
  );
}

describe('ResponsiveList', () => {
  it('is a table with real header cells from 768 px up', () => {
    onScreen(false);
    const table = screen.getByRole('table', { name: 'Trips' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Photo', '#', 'Status', 'City', 'Actions']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('1PaidBerlin');
    expect(screen.queryByRole('list', { name: 'Trips' })).not.toBeInTheDocument();
  });

  it('is a list of cards on a phone: key facts, status, labelled facts, full-size actions', () => {
    onScreen(true);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Trips' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('#1')).toBeInTheDocument();
    expect(first.getByText('Paid')).toBeInTheDocument();
    // The photo heads the card, unlabelled.
    expect(first.getByRole('img', { name: 'Car of trip #1' })).toBeInTheDocument();
    expect(first.queryByText('Photo')).not.toBeInTheDocument();
    // Each fact under its column's header.
    expect(first.getByText('City').tagName).toBe('DT');
    expect(first.getByText('Berlin').tagName).toBe('DD');
    // Actions read the card's layout: full-size buttons, one under another.
    const cancel = first.getByRole('button', { name: 'Cancel trip #1' });
    expect(cancel).toHaveAttribute('data-size', 'md');
    expect(cancel.parentElement).toHaveClass('mantine-Stack-root');
  });
});
