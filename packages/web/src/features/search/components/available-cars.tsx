import { SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type AvailableCarsBody,
  type CarSort,
  SEARCH_PAGE_SIZE,
  type SearchParams,
  searchTexts,
} from '@wayfare/common';
import { useEffect, useRef } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { Paging } from '../../../components/paging/paging';
import { pageCountOf } from '../../../components/paging/use-page-param';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useAvailableCars } from '../api/get-available-cars';
import { AvailableCarCard } from './available-car-card';
import { NoCarsSuggestions } from './no-cars-suggestions';
import { ResultsHeader } from './results-header';

interface AvailableCarsProps {
  /** The search with its sort and page. */
  body: AvailableCarsBody & { sort: CarSort; page: number };
  search: SearchParams;
  delivery: string | null;
  onSortChange: (sort: CarSort) => void;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
}

/**
 * The result list with its exact empty message (docs/product/search-and-availability.md#results-page) and, under
 * that, where cars are free instead (#suggestions): the count and the order above it, and the pages under it once
 * there are more than SEARCH_PAGE_SIZE cars (docs/product/search-and-availability.md#sorting-and-pages).
 */
export function AvailableCars({ body, search, delivery, onSortChange, onPageChange }: AvailableCarsProps) {
  const t = useTexts(searchTexts);
  const cars = useAvailableCars(body);
  const heading = useRef<HTMLHeadingElement>(null);
  const total = cars.data?.total;
  const pageCount = pageCountOf(total ?? 0, SEARCH_PAGE_SIZE);

  // A page past the end (an old link, or cars booked meanwhile) becomes the last page once the total is known.
  useEffect(() => {
    if (total !== undefined && pageCount > 0 && body.page >= pageCount) onPageChange(pageCount - 1, { replace: true });
  }, [total, pageCount, body.page, onPageChange]);

  if (cars.isPending) return <PageSpinner />;
  if (cars.isError) return <Text c="dimmed">{t('results.failed')}</Text>;
  if (cars.data.total === 0) {
    return (
      <Stack gap="md" py="xl">
        <Text size="lg" ta="center">
          {t('results.empty')}
        </Text>
        <NoCarsSuggestions body={body} search={search} />
      </Stack>
    );
  }

  const goTo = (page: number) => {
    onPageChange(page);
    // Reading (and the keyboard) starts again at the top of the list, not at the buttons under the old page.
    heading.current?.focus();
  };

  return (
    <section aria-labelledby="results-count" aria-busy={cars.isPlaceholderData}>
      <ResultsHeader total={cars.data.total} sort={body.sort} onSortChange={onSortChange} headingRef={heading} />
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        role="list"
        aria-label={t('results.cars')}
        style={{ opacity: cars.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {cars.data.cars.map((car, index) => (
          <div role="listitem" key={car.id}>
            <AvailableCarCard car={car} search={search} delivery={delivery} eagerPhoto={index === 0} />
          </div>
        ))}
      </SimpleGrid>
      {pageCount > 1 && <Paging page={body.page} pageCount={pageCount} onPageChange={goTo} />}
    </section>
  );
}
