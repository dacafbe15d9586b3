import { Card, Group, Image, Skeleton, Stack, Text } from '@mantine/core';
import { IconClock, IconRoute } from '@tabler/icons-react';
import { formatDistance, type Locale, searchTexts } from '@wayfare/common';
import { PlaceAddress } from '../../../components/place-address';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useRoute } from '../api/get-route';

// Driving time keeps a decimal: "5.9 h" says more than "6 h" on a day trip, written as the page's language writes
// numbers ("5,9" in German). Distances use the shared form. Made on first use: building a number format costs a slow
// phone milliseconds, which the page's first load need not spend on a folded card.
const REGION: Record<Locale, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR' };
const oneDecimal = new Map<Locale, Intl.NumberFormat>();
function hours(time: number, locale: Locale): string {
  let format = oneDecimal.get(locale);
  if (!format) oneDecimal.set(locale, (format = new Intl.NumberFormat(REGION[locale], { maximumFractionDigits: 1 })));
  return format.format(time);
}

interface RouteCardProps {
  fromCity: number;
  toCity: number;
  fromName: string;
  toName: string;
  /** The depots' addresses, where the car is collected and returned (unknown until the cities have loaded). */
  fromDepot?: string;
  toDepot?: string;
}

/**
 * The trip on a map with its distance and driving time, and the two depots with their map links
 * (docs/product/search-and-availability.md#results-page).
 */
export function RouteCard({ fromCity, toCity, fromName, toName, fromDepot, toDepot }: RouteCardProps) {
  const t = useTexts(searchTexts);
  const locale = useLocale();
  const route = useRoute({ fromCity, toCity });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('route.label')}>
      <Card.Section>
        {route.isPending ? (
          <Skeleton h={200} aria-label={t('route.loading')} />
        ) : route.isError ? (
          <Text p="md" c="dimmed">
            {t('route.failed')}
          </Text>
        ) : (
          <Image
            src={route.data.imgUrl}
            alt={t('route.alt', { from: fromName, to: toName })}
            // Folded away on a phone until asked for (search-results.tsx): a hidden lazy image is not downloaded.
            loading="lazy"
            h={200}
            fit="contain"
            bg="gray.0"
          />
        )}
      </Card.Section>
      {route.isSuccess && (
        <Group mt="md" gap="xl">
          <Group gap={6}>
            <IconRoute size={18} aria-hidden />
            <Text>
              {t('route.distance')} <strong>{formatDistance(route.data.distance, locale)}</strong>
            </Text>
          </Group>
          <Group gap={6}>
            <IconClock size={18} aria-hidden />
            <Text>
              {t('route.time')} <strong>{t('route.hours', { hours: hours(route.data.time, locale) })}</strong>
            </Text>
          </Group>
        </Group>
      )}
      {(fromDepot || toDepot) && (
        <Stack gap={0} mt="sm">
          {fromDepot && <PlaceAddress label={t('route.pickUpDepot')} address={fromDepot} />}
          {toDepot && <PlaceAddress label={t('route.dropOffDepot')} address={toDepot} />}
        </Stack>
      )}
    </Card>
  );
}
