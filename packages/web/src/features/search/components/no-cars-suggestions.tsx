import { Button, Stack, Text } from '@mantine/core';
import {
  type AvailableCarsBody,
  formatWallClock,
  type Locale,
  type SearchParams,
  type SearchSuggestions,
  searchTexts,
  type Translate,
  type KeyOf,
} from '@wayfare/common';
import { Link, useSearchParams } from 'react-router';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { searchHrefKeepingOptions } from '../search-href';

interface Suggestion {
  label: string;
  trip: SearchParams;
}

/** Each suggestion as the trip it proposes: dates first (the visitor's city is kept), then nearby cities. */
function suggestionsOf(
  search: SearchParams,
  { dates, cities }: SearchSuggestions,
  t: Translate<KeyOf<typeof searchTexts>>,
  locale: Locale,
): Suggestion[] {
  return [
    ...dates.map((date) => ({
      // "Cars are free from 2026-12-05 10:00 (3 cars)".
      label: t('suggestions.carsFreeFrom', { startAt: formatWallClock(date.fromDateTime, locale), count: date.count }),
      trip: {
        ...search,
        fromDate: date.fromDateTime.slice(0, 10),
        fromTime: date.fromDateTime.slice(11, 16),
        toDate: date.toDateTime.slice(0, 10),
        toTime: date.toDateTime.slice(11, 16),
      },
    })),
    ...cities.map((city) => ({
      // "Nearby: Potsdam (4 cars)".
      label: t('suggestions.nearby', { city: city.name, count: city.count }),
      trip: { ...search, fromCity: String(city.cityId) },
    })),
  ];
}

interface NoCarsSuggestionsProps {
  /** The empty search. */
  body: AvailableCarsBody;
  search: SearchParams;
}

/**
 * Under the empty result: the same trip on other dates, or from a nearby pick-up city, where cars are free
 * (docs/product/search-and-availability.md#suggestions); each a link that runs that search. Nothing while they load
 * (also in the page the server draws, which does not ask for them), nothing when there are none or they fail.
 */
export function NoCarsSuggestions({ body, search }: NoCarsSuggestionsProps) {
  const t = useTexts(searchTexts);
  const locale = useLocale();
  const [query] = useSearchParams();
  const suggestions = useSearchSuggestions({
    fromCity: body.fromCity,
    toCity: body.toCity,
    fromDateTime: body.fromDateTime,
    toDateTime: body.toDateTime,
    selectedFeatures: body.selectedFeatures ?? null,
  });
  if (!suggestions.data) return null;
  const shown = suggestionsOf(search, suggestions.data, t, locale);
  if (shown.length === 0) return null;

  return (
    <Stack component="nav" aria-label={t('suggestions.heading')} gap="xs" align="center">
      <Text fw={500}>{t('suggestions.heading')}</Text>
      {shown.map((suggestion) => (
        <Button
          key={suggestion.label}
          component={Link}
          to={searchHrefKeepingOptions(query, suggestion.trip)}
          variant="light"
          size="md"
        >
          {suggestion.label}
        </Button>
      ))}
    </Stack>
  );
}
