import { Text } from '@mantine/core';
import { formatWallClock, type Locale, type SearchParams, searchTexts } from '@wayfare/common';
import { Fragment } from 'react';
import { useCities } from '../../../lib/api/cities';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';

// Where the two city names go in the sentence, so they can be drawn in bold whatever the language's word order.
const FROM = '\uE000';
const TO = '\uE001';

/** A wall-clock date as the page's language writes it: "2026-12-03", "03.12.2026", "03/12/2026". */
const dateIn = (isoDate: string, locale: Locale) => formatWallClock(`${isoDate}T00:00`, locale).slice(0, 10);

/** One line that repeats what was searched for, with city names instead of ids. */
export function SearchSummary({ params }: { params: SearchParams }) {
  const t = useTexts(searchTexts);
  const locale = useLocale();
  const cities = useCities().data ?? [];
  const nameOf = (id: string) => cities.find((c) => String(c.id) === id)?.name ?? t('summary.unknownCity', { id });
  const line = t('summary.line', {
    from: FROM,
    fromDate: dateIn(params.fromDate, locale),
    fromTime: params.fromTime,
    to: TO,
    toDate: dateIn(params.toDate, locale),
    toTime: params.toTime,
  });
  return (
    <Text data-testid="search-summary">
      {line.split(/([\uE000\uE001])/).map((part, index) => (
        <Fragment key={index}>
          {part === FROM ? (
            <strong>{nameOf(params.fromCity)}</strong>
          ) : part === TO ? (
            <strong>{nameOf(params.toCity)}</strong>
          ) : (
            part
          )}
        </Fragment>
      ))}
    </Text>
  );
}
