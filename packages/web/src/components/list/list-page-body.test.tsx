import { render, screen, waitFor } from '@testing-library/react';
import { errorsTexts, type Locale } from '@wayfare/common';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { loadNamespace } from '../../lib/i18n/catalogue';
import { ListPageBody } from './list-page-body';

const loaded = { isPending: false, isError: false };

function draw(props: Partial<Parameters<typeof ListPageBody<string[]>>[0]>, locale: Locale = 'en') {
  return render(
    <AppProviders env="test" locale={locale}>
      {/* A namespace not yet loaded in the page's language suspends the list until it has arrived. */}
      <Suspense>
        <ListPageBody<string[]>
          what="bookings"
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
      </Suspense>
    </AppProviders>,
  );
}

describe('ListPageBody', () => {
  it('shows the spinner while any of its queries loads, and no rows', () => {
    draw({ queries: [loaded, { isPending: true, isError: false }] });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says the list could not be loaded when a query failed or no rows came', async () => {
    draw({ queries: [{ isPending: false, isError: true }] });
    expect(screen.getByText('The bookings could not be loaded')).toBeInTheDocument();
    draw({ data: undefined });
    await waitFor(() => expect(screen.getAllByText('Try again in a moment.')).toHaveLength(2));
  });

  it("shows an empty list's title, or its sentence", async () => {
    draw({ isEmpty: true, empty: { title: 'No trips yet', description: 'Book one from the home page.' } });
    expect(screen.getByText('No trips yet')).toBeInTheDocument();
    expect(screen.getByText('Book one from the home page.')).toBeInTheDocument();
    draw({ isEmpty: true, empty: 'Nothing matches these filters.' });
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
  });

  it('draws the rows and, for a paged list, the pages under them', () => {
    const onPageChange = vi.fn();
    draw({ paging: { page: 0, pageCount: 3, onPageChange } });
    expect(screen.getByRole('list', { name: 'Trips' })).toHaveTextContent('Berlin → Munich');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });

  it('says it all in the page’s language: German', async () => {
    draw({ queries: [{ isPending: false, isError: true }] }, 'de');
    expect(await screen.findByText('Die Buchungen konnten nicht geladen werden')).toBeInTheDocument();
    expect(screen.getByText('Versuchen Sie es gleich noch einmal.')).toBeInTheDocument();
    draw({ paging: { page: 1, pageCount: 3, onPageChange: vi.fn() } }, 'de');
    const pages = await screen.findByRole('navigation', { name: 'Seiten' });
    expect(pages).toHaveTextContent('Seite 2 / 3');
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeEnabled();
  });

  it('says it all in the page’s language: French', async () => {
    draw({ queries: [{ isPending: false, isError: true }] }, 'fr');
    expect(await screen.findByText('Impossible de charger les réservations')).toBeInTheDocument();
    // The spinner's word is the errors namespace's, which the frame loads with every page.
    await loadNamespace('fr', errorsTexts);
    draw({ queries: [{ isPending: true, isError: false }] }, 'fr');
    expect(await screen.findByRole('status', { name: 'Chargement' })).toBeInTheDocument();
  });
});
