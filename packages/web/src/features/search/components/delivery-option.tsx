import { Checkbox, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { CAR_DELIVERY_FEE, formatMoney } from '@wayfare/common';

interface DeliveryOptionProps {
  /** The delivery address; null when delivery is not ticked. */
  delivery: string | null;
  onTickedChange: (ticked: boolean) => void;
  onAddressChange: (address: string) => void;
  onAddressBlur: () => void;
}

/**
 * "Car delivery" (docs/product/search-and-availability.md#car-delivery): the car is brought to an address for a fee,
 * added to every price shown.
 */
export function DeliveryOption({ delivery, onTickedChange, onAddressChange, onAddressBlur }: DeliveryOptionProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Car delivery">
      <Stack gap="sm">
        <Checkbox
          label="Car delivery"
          description="Cannot come to our parking?"
          checked={delivery !== null}
          onChange={(event) => onTickedChange(event.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed">
          <IconTruckDelivery size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
          We bring the car to your address. A fee of {formatMoney(CAR_DELIVERY_FEE)} applies.
        </Text>
        {delivery !== null && (
          <TextInput
            label="Delivery address"
            placeholder="Street, number, city"
            autoComplete="street-address"
            value={delivery}
            onChange={(event) => onAddressChange(event.currentTarget.value)}
            onBlur={onAddressBlur}
          />
        )}
      </Stack>
    </Paper>
  );
}
