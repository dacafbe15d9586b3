import { Card, Stack, Text, Title } from '@mantine/core';
import { auctionsTexts, type AuctionSummary, type Car } from '@wayfare/common';
import { CarFeatures } from '../../../components/car/car-features';
import { CarPhoto } from '../../../components/car/car-photo';
import { useTexts } from '../../../lib/i18n/use-texts';

interface AuctionCarDetailsProps {
  /** The car as the auction names it: always there. */
  summary: AuctionSummary['car'];
  /** The full car read, for its photo, features and city, once it has arrived. */
  car?: Car;
}

/** The auctioned car without any price (docs/product/auctions.md#auction-page). */
export function AuctionCarDetails({ summary, car }: AuctionCarDetailsProps) {
  const t = useTexts(auctionsTexts);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('car.label')}>
      {car && (
        <Card.Section mb="sm">
          <CarPhoto car={car} height={300} />
        </Card.Section>
      )}
      <Stack gap={6}>
        <Title order={2} size="h4">{`${summary.make} ${summary.model}`}</Title>
        <Text>{t('car.registrationNumber', { registrationNumber: summary.registrationNumber })}</Text>
        {car && <Text>{t('car.currentCity', { city: car.city.name })}</Text>}
        {car && <CarFeatures car={car} withFuel />}
      </Stack>
    </Card>
  );
}
