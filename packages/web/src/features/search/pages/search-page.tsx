import { Alert, Paper, Stack } from '@mantine/core';
import { SearchParams } from '@wayfare/common';
import { useNavigate, useSearchParams } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { searchValuesFromQuery } from '../../../components/search-form/search-defaults';
import { SearchForm } from '../../../components/search-form/search-form';
import { paths } from '../../../config/paths';
import { SearchSummary } from '../components/search-summary';

/**
 * /search: the query of SPEC §2 read back into the search form and echoed. The results (route
 * card, filters, car cards) belong to the search issue that follows.
 */
export function SearchPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const parsed = SearchParams.safeParse(Object.fromEntries(query));

  return (
    <PlaceholderPage title="Available cars">
      <Stack>
        <Paper withBorder p="md" radius="md">
          {/* Keyed by the query so a new search resets the form to the new parameters. */}
          <SearchForm
            key={query.toString()}
            initialValues={searchValuesFromQuery(query)}
            onSearch={(params) => navigate(paths.search.href(params))}
          />
        </Paper>
        {parsed.success ? (
          <SearchSummary params={parsed.data} />
        ) : (
          <Alert color="gray" title="Nothing searched yet">
            Choose pick-up and drop-off cities, dates and times, then press Search.
          </Alert>
        )}
      </Stack>
    </PlaceholderPage>
  );
}
