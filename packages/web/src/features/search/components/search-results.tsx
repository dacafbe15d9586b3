import { Grid, SimpleGrid, Stack } from '@mantine/core';
import type { AvailableCarsBody, CarSort, SearchParams } from '@wayfare/common';
import { useCities } from '../../../lib/api/cities';
import { useDelivery } from '../use-delivery';
import { useSearchOptions } from '../use-search-options';
import { AvailableCars } from './available-cars';
import { DeliveryOption } from './delivery-option';
import { FeatureFilters } from './feature-filters';
import { RouteCard } from './route-card';
import { SearchSummary } from './search-summary';

/**
 * Date-times as the API takes them: wall-clock `YYYY-MM-DDTHH:mm:ss` (docs/product/README.md#wall-clock-date-times).
 * The page always names its order and page, so the server render and the browser ask the very same question.
 */
export function toAvailableCarsBody(
  search: SearchParams,
  filters: number[],
  { sort, page }: { sort: CarSort; page: number },
): AvailableCarsBody & { sort: CarSort; page: number } {
  return {
    fromCity: Number(search.fromCity),
    toCity: Number(search.toCity),
    fromDateTime: `${search.fromDate}T${search.fromTime}:00`,
    toDateTime: `${search.toDate}T${search.toTime}:00`,
    selectedFeatures: filters.length > 0 ? filters : null,
    sort,
    page,
  };
}

/** Everything under the form for a valid search: route, delivery, filters and the cars, sorted and paged. */
export function SearchResults({ search }: { search: SearchParams }) {
  const options = useSearchOptions();
  const { filters, sort, page, toggleFilter, clearFilters, setSort, setPage } = options;
  const { delivery, setTicked, setAddress, flush } = useDelivery(options.delivery, options.setDelivery);
  const cities = useCities().data ?? [];
  const cityOf = (id: string) => cities.find((c) => String(c.id) === id);
  const nameOf = (id: string) => cityOf(id)?.name ?? `city #${id}`;

  return (
    <Stack gap="lg">
      <SearchSummary params={search} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <RouteCard
          fromCity={Number(search.fromCity)}
          toCity={Number(search.toCity)}
          fromName={nameOf(search.fromCity)}
          toName={nameOf(search.toCity)}
          fromDepot={cityOf(search.fromCity)?.depoAddress}
          toDepot={cityOf(search.toCity)?.depoAddress}
        />
        <DeliveryOption
          delivery={delivery}
          onTickedChange={setTicked}
          onAddressChange={setAddress}
          onAddressBlur={flush}
        />
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <FeatureFilters selected={filters} onToggle={toggleFilter} onClear={clearFilters} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <AvailableCars
            body={toAvailableCarsBody(search, filters, { sort, page })}
            search={search}
            delivery={delivery === null ? null : delivery.trim()}
            onSortChange={setSort}
            onPageChange={setPage}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
