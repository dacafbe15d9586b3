import { Group, Stack, Text } from '@mantine/core';
import { CAR_DELIVERY_FEE, formatMoney, searchTexts, type Car, type SearchParams } from '@wayfare/common';
import { CarCard } from '../../../components/car/car-card';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { BookingControl } from './booking-control';

/**
 * The card price (docs/product/pricing.md#card-price): the trip estimate rounded up to whole euros, plus the delivery
 * fee.
 */
export function cardPrice(fuelPrice: number, withDelivery: boolean): number {
  return Math.ceil(fuelPrice) + (withDelivery ? CAR_DELIVERY_FEE : 0);
}

interface AvailableCarCardProps {
  car: Car;
  search: SearchParams;
  delivery: string | null;
  /**
   * The first card's photo loads at once: on a phone it is the largest thing on the first screen
   * (docs/product/screens-and-navigation.md#search-on-a-phone), found in the server's HTML before any script runs.
   */
  eagerPhoto?: boolean;
}

export function AvailableCarCard({ car, search, delivery, eagerPhoto }: AvailableCarCardProps) {
  const t = useTexts(searchTexts);
  const locale = useLocale();
  const withDelivery = delivery !== null;
  return (
    <CarCard
      car={car}
      withFuel
      eagerPhoto={eagerPhoto}
      footer={
        <Stack gap="xs">
          {car.fuelPrice !== null && (
            <Group justify="space-between" align="baseline">
              <Text size="sm" c="dimmed">
                {withDelivery
                  ? t('price.tripWithDelivery', { fee: formatMoney(CAR_DELIVERY_FEE, locale) })
                  : t('price.trip')}
              </Text>
              <Text fw={700} fz="xl" data-testid="car-price">
                {formatMoney(cardPrice(car.fuelPrice, withDelivery), locale)}
              </Text>
            </Group>
          )}
          <BookingControl carId={car.id} search={search} delivery={delivery} hasPrice={car.fuelPrice !== null} />
        </Stack>
      }
    />
  );
}
