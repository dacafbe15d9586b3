import { Card, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { Car } from '@wayfare/common';
import type { ReactNode } from 'react';
import { CarFeatures } from './car-features';
import { CarPhoto } from './car-photo';

interface CarCardProps {
  car: Car;
  /** The heading level that fits the page the card sits on. */
  headingOrder?: TitleOrder;
  /** Extra lines under the title (registration, city…). */
  details?: ReactNode;
  withFuel?: boolean;
  /** Price and action, e.g. the search's "Start booking". */
  footer?: ReactNode;
  /** The tallest the photo may be (it keeps its proportions, so a narrow card shows it lower). */
  photoHeight?: number;
  /** The photo loads at once instead of lazily (see CarPhoto). */
  eagerPhoto?: boolean;
}

/** A car at a glance — photo, make and model, features — shared by search, car info, booking and auctions. */
export function CarCard({
  car,
  headingOrder = 3,
  details,
  withFuel,
  footer,
  photoHeight = 240,
  eagerPhoto,
}: CarCardProps) {
  return (
    <Card withBorder radius="md" padding="md" h="100%" component="article" aria-label={`${car.make} ${car.model}`}>
      <Card.Section>
        <CarPhoto car={car} height={photoHeight} eager={eagerPhoto} />
      </Card.Section>
      <Stack gap="sm" mt="md" style={{ flex: 1 }}>
        <Title order={headingOrder} fz="h4">
          {car.make} {car.model}
        </Title>
        {details && (
          <Text component="div" size="sm" c="dimmed">
            {details}
          </Text>
        )}
        <CarFeatures car={car} withFuel={withFuel} />
      </Stack>
      {footer && (
        <Card.Section withBorder inheritPadding py="sm" mt="md">
          {footer}
        </Card.Section>
      )}
    </Card>
  );
}
