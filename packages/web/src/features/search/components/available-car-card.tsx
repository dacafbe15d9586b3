import { Group, Stack, Text } from '@mantine/core';
import { CAR_DELIVERY_FEE, formatMoney, type Car, type SearchParams } from '@wayfare/common';
import { CarCard } from '../../../components/car/car-card';
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
}

export function AvailableCarCard({ car, search, delivery }: AvailableCarCardProps) {
  const withDelivery = delivery !== null;
  return (
    <CarCard
      car={car}
      withFuel
      footer={
        <Stack gap="xs">
          {car.fuelPrice !== null && (
            <Group justify="space-between" align="baseline">
              <Text size="sm" c="dimmed">
                {withDelivery ? `Trip price incl. ${formatMoney(CAR_DELIVERY_FEE)} delivery` : 'Trip price'}
              </Text>
              <Text fw={700} fz="xl" data-testid="car-price">
                {formatMoney(cardPrice(car.fuelPrice, withDelivery))}
              </Text>
            </Group>
          )}
          <BookingControl carId={car.id} search={search} delivery={delivery} hasPrice={car.fuelPrice !== null} />
        </Stack>
      }
    />
  );
}
