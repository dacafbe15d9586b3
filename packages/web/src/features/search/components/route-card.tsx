import { Card, Group, Image, Skeleton, Stack, Text } from '@mantine/core';
import { IconClock, IconRoute } from '@tabler/icons-react';
import { formatDistance } from '@wayfare/common';
import { PlaceAddress } from '../../../components/place-address';
import { useRoute } from '../api/get-route';

// Driving time keeps a decimal: "5.9 h" says more than "6 h" on a day trip. Distances use the shared form. Made on
// first use: building a number format costs a slow phone milliseconds, which the page's first load need not spend
// on a folded card.
let oneDecimal: Intl.NumberFormat | undefined;
const hours = (time: number) =>
  (oneDecimal ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })).format(time);

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
  const route = useRoute({ fromCity, toCity });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Route">
      <Card.Section>
        {route.isPending ? (
          <Skeleton h={200} aria-label="Loading the route" />
        ) : route.isError ? (
          <Text p="md" c="dimmed">
            The route could not be loaded.
          </Text>
        ) : (
          <Image
            src={route.data.imgUrl}
            alt={`Route from ${fromName} to ${toName}`}
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
              Distance: <strong>{formatDistance(route.data.distance)}</strong>
            </Text>
          </Group>
          <Group gap={6}>
            <IconClock size={18} aria-hidden />
            <Text>
              Time: <strong>{hours(route.data.time)} h</strong>
            </Text>
          </Group>
        </Group>
      )}
      {(fromDepot || toDepot) && (
        <Stack gap={0} mt="sm">
          {fromDepot && <PlaceAddress label="Pick-up depot" address={fromDepot} />}
          {toDepot && <PlaceAddress label="Drop-off depot" address={toDepot} />}
        </Stack>
      )}
    </Card>
  );
}
