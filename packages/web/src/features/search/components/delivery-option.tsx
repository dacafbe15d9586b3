import { Checkbox, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { CAR_DELIVERY_FEE, formatMoney, searchTexts } from '@wayfare/common';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';

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
  const t = useTexts(searchTexts);
  const locale = useLocale();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('delivery.label')}>
      <Stack gap="sm">
        <Checkbox
          label={t('delivery.label')}
          description={t('delivery.description')}
          checked={delivery !== null}
          onChange={(event) => onTickedChange(event.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed">
          <IconTruckDelivery size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
          {t('delivery.fee', { fee: formatMoney(CAR_DELIVERY_FEE, locale) })}
        </Text>
        {delivery !== null && (
          <TextInput
            label={t('delivery.address')}
            placeholder={t('delivery.addressPlaceholder')}
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
