import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { ListPageBody } from './list-page-body';

const loaded = { isPending: false, isError: false };

function draw(props: Partial<Parameters<typeof ListPageBody<string[]>>[0]>) {
  return render(
    <AppProviders env="test">
      <ListPageBody<string[]>
        what="trips"
        icon={null}
        queries={[loaded]}
        data={['Berlin → Munich']}
        isEmpty={false}
        empty={{ title: 'No trips yet' }}
        {...props}
      >
        {(rows) => (
          <ul aria-label="Trips">
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        )}
      </ListPageBody>
    </AppProviders>,
  );
}

describe('ListPageBody', () => {
  it('shows the spinner while any of its queries loads, and no rows', () => {
    draw({ queries: [loaded, { isPending: true, isError: false }] });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says the list could not be loaded when a query failed or no rows came', () => {
    draw({ queries: [{ isPending: false, isError: true }] });
    expect(screen.getByText('The trips could not be loaded')).toBeInTheDocument();
    draw({ data: undefined });
    expect(screen.getAllByText('Try again in a moment.')).toHaveLength(2);
  });

  it("shows an empty list's title, or its sentence", () => {
    draw({ isEmpty: true, empty: { title: 'No trips yet', description: 'Book one from the home page.' } });
    expect(screen.getByText('No trips yet')).toBeInTheDocument();
    expect(screen.getByText('Book one from the home page.')).toBeInTheDocument();
    draw({ isEmpty: true, empty: 'Nothing matches these filters.' });
    expect(screen.getByText('Nothing matches these filters.')).toBeInTheDocument();
  });

  it('draws the rows and, for a paged list, the pages under them', () => {
    const onPageChange = vi.fn();
    draw({ paging: { page: 0, pageCount: 3, onPageChange } });
    expect(screen.getByRole('list', { name: 'Trips' })).toHaveTextContent('Berlin → Munich');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });
});
