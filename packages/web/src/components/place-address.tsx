import { Anchor, Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { componentsTexts, mapSearchUrl } from '@wayfare/common';
import { useTexts } from '../lib/i18n/use-texts';

interface PlaceAddressProps {
  /**
   * What the place is to the trip ("Pick-up depot", "Delivery address"), in the page's language; shown before the
   * address when given.
   */
  label?: string;
  address: string;
}

/**
 * An address where a trip starts or ends, with a "Map" link that opens it on a map in a new tab
 * (docs/product/search-and-availability.md#cities). The link is a 44 px touch target: it is what a phone taps on the
 * way to the depot.
 */
export function PlaceAddress({ label, address }: PlaceAddressProps) {
  const t = useTexts(componentsTexts);
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <IconMapPin size={18} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {label && (
          <Text span size="sm" c="dimmed">
            {t('place.label', { label })}{' '}
          </Text>
        )}
        {address}
      </Text>
      <Anchor
        href={mapSearchUrl(address)}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        fw={500}
        aria-label={t('place.mapOf', { address })}
        mih={44}
        miw={44}
        px="xs"
        style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 }}
      >
        {t('place.map')}
      </Anchor>
    </Group>
  );
}
