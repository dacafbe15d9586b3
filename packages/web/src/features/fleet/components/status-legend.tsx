import { Box, Group, Text } from '@mantine/core';
import { adminTexts, BOOKING_STATUSES } from '@wayfare/common';
import { useTexts } from '../../../lib/i18n/use-texts';
import { STATUS_COLORS } from './calendar-days';
import classes from './fleet-calendar.module.css';

/** What the bars' colours mean, and the hatching of a maintenance block; canceled trips are not drawn. */
export function StatusLegend() {
  const t = useTexts(adminTexts);
  return (
    <Group component="ul" gap="md" aria-label={t('fleet.legend')} style={{ listStyle: 'none', padding: 0 }}>
      {BOOKING_STATUSES.filter((status) => status !== 'Canceled').map((status) => (
        <Group component="li" key={status} gap={6} wrap="nowrap">
          <Box aria-hidden w={14} h={14} style={{ borderRadius: 3, background: STATUS_COLORS[status].background }} />
          <Text size="sm">{t(`fleet.status.${status}`)}</Text>
        </Group>
      ))}
      <Group component="li" gap={6} wrap="nowrap">
        <Box aria-hidden w={14} h={14} className={classes.block} style={{ borderRadius: 3 }} />
        <Text size="sm">{t('fleet.maintenance')}</Text>
      </Group>
    </Group>
  );
}
