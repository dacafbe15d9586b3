import { Alert, Container, Paper, Stack, Title } from '@mantine/core';
import { SearchParams } from '@wayfare/common';
import { useNavigate, useSearchParams } from 'react-router';
import { searchValuesFromQuery } from '../../../components/search-form/search-defaults';
import { SearchForm } from '../../../components/search-form/search-form';
import { paths } from '../../../config/paths';
import { SearchResults } from '../components/search-results';

const SEARCH_KEYS = ['fromCity', 'toCity', 'fromDate', 'toDate', 'fromTime', 'toTime'] as const;

/**
 * /search (docs/product/search-and-availability.md#search-url): the search form prefilled from the URL, then the
 * results. An incomplete or invalid URL (an old or hand-edited link) shows the form and says what is wrong; nothing is
 * asked of the API until the search is valid.
 */
export function SearchPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const parsed = SearchParams.safeParse(Object.fromEntries(query));
  // Only the six search parameters reset the form: ticking a filter must not.
  const formKey = SEARCH_KEYS.map((key) => query.get(key)).join('|');
  const searched = SEARCH_KEYS.some((key) => query.has(key));

  const search = (params: SearchParams) => {
    // A new trip keeps the chosen filters, delivery and order: they are preferences, not part of the trip. It starts
    // at the first page.
    const href = paths.search.href({ ...params, filters: query.get('filters') ?? undefined });
    const kept = new URLSearchParams();
    for (const key of ['delivery', 'sort'] as const) {
      const value = query.get(key);
      if (value !== null) kept.set(key, value);
    }
    navigate(kept.size === 0 ? href : `${href}&${kept}`);
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Available cars</Title>
        <Paper withBorder p="md" radius="md">
          <SearchForm key={formKey} initialValues={searchValuesFromQuery(query)} onSearch={search} />
        </Paper>
        {parsed.success ? (
          <SearchResults search={parsed.data} />
        ) : searched ? (
          <Alert color="yellow" title="Check your search">
            {parsed.error.issues[0]?.message} Change the search above and press Search.
          </Alert>
        ) : (
          <Alert color="gray" title="Nothing searched yet">
            Choose pick-up and drop-off cities, dates and times, then press Search.
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
