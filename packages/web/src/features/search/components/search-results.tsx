import { Box, Button, Grid, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { type AvailableCarsBody, type CarSort, type SearchParams, searchTexts } from '@wayfare/common';
import { type ReactNode, useState } from 'react';
import { useCities } from '../../../lib/api/cities';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useWideScreenAfterHydration } from '../use-phone-layout';
import { useDelivery } from '../use-delivery';
import { useSearchOptions } from '../use-search-options';
import { AvailableCars } from './available-cars';
import { DeliveryOption } from './delivery-option';
import { FeatureFilters } from './feature-filters';
import { FiltersDrawer } from './filters-drawer';
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

/**
 * Everything under the form for a valid search: route, delivery, filters and the cars, sorted and paged. On a phone
 * (docs/product/screens-and-navigation.md#search-on-a-phone) the cars come first: the filters open from a button in a
 * drawer, and the route and delivery fold behind a button of their own, in the same place, so the reading order and
 * the keyboard's order stay the page's order. What a phone hides, CSS hides: the server renders one page for every
 * screen.
 */
export function SearchResults({ search }: { search: SearchParams }) {
  const t = useTexts(searchTexts);
  const options = useSearchOptions();
  const { filters, sort, page, toggleFilter, clearFilters, setSort, setPage } = options;
  const { delivery, setTicked, setAddress, flush } = useDelivery(options.delivery, options.setDelivery);
  // Delivery ticked without an address blocks booking ("Enter the delivery address first."): its field stays in sight.
  const [tripShown, setTripShown] = useState(options.delivery === '');
  const cities = useCities().data ?? [];
  const cityOf = (id: string) => cities.find((c) => String(c.id) === id);
  const nameOf = (id: string) => cityOf(id)?.name ?? t('route.unknownCity', { id });
  const body = toAvailableCarsBody(search, filters, { sort, page });
  const TripChevron = tripShown ? IconChevronUp : IconChevronDown;

  return (
    <Stack gap="lg">
      <Box visibleFrom="sm">
        <SearchSummary params={search} />
      </Box>
      <Group gap="sm" wrap="nowrap" hiddenFrom="sm">
        <FiltersDrawer body={body} selected={filters} onToggle={toggleFilter} onClear={clearFilters} />
        <Button
          variant="default"
          flex={1}
          rightSection={<TripChevron size={16} aria-hidden />}
          aria-expanded={tripShown}
          aria-controls="trip-details"
          onClick={() => setTripShown((shown) => !shown)}
        >
          {t('results.routeAndDelivery')}
        </Button>
      </Group>
      <SimpleGrid id="trip-details" cols={{ base: 1, md: 2 }} visibleFrom={tripShown ? undefined : 'sm'}>
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
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="sm">
          <WideScreenOnly>
            <FeatureFilters selected={filters} onToggle={toggleFilter} onClear={clearFilters} />
          </WideScreenOnly>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <AvailableCars
            body={body}
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

/** The side panel's content, drawn in the browser on a wide screen only (use-phone-layout.ts says why and when). */
function WideScreenOnly({ children }: { children: ReactNode }) {
  return useWideScreenAfterHydration() ? children : null;
}
