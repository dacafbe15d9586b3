import { Container, EmptyState, Skeleton, Stack, Title } from '@mantine/core';
import { IconCarOff } from '@tabler/icons-react';
import { adminTexts, FLEET_CALENDAR_DAYS, isIsoDate } from '@wayfare/common';
import { useSearchParams } from 'react-router';
import { usePublicConfig } from '../../../lib/api/config';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useFleetCalendar } from '../api/get-fleet-calendar';
import { CalendarControls } from '../components/calendar-controls';
import { addDays, todayIn, viewDays } from '../components/calendar-days';
import { FleetCalendarTable } from '../components/fleet-calendar-table';
import { StatusLegend } from '../components/status-legend';

/**
 * /fleet-calendar (ADMIN): every car's bookings over two weeks (docs/product/admin-tools.md#fleet-calendar-page). The
 * view's first day is `?from=YYYY-MM-DD`, today on the business clocks when absent; one request per view.
 */
export function FleetCalendarPage() {
  const t = useTexts(adminTexts);
  const [searchParams, setSearchParams] = useSearchParams();
  const config = usePublicConfig();
  const asked = searchParams.get('from');
  const from = asked && isIsoDate(asked) ? asked : config.isPending ? null : todayIn(config.data?.timezone);
  const range = from ? { from, to: addDays(from, FLEET_CALENDAR_DAYS - 1) } : null;
  const calendar = useFleetCalendar(range);

  const setFrom = (day: string) => setSearchParams({ from: day });

  return (
    <Container size="xl" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} mb="lg">
        {t('fleet.title')}
      </Title>
      <Stack gap="md">
        {from && <CalendarControls from={from} step={FLEET_CALENDAR_DAYS} onFromChange={setFrom} />}
        <StatusLegend />
        {!from || calendar.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label={t('fleet.loading')}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Stack>
        ) : calendar.isError ? (
          <EmptyState
            title={t('fleet.loadFailed')}
            description={t('fleet.tryAgain')}
            icon={<IconCarOff aria-hidden />}
          />
        ) : calendar.data.cars.length === 0 ? (
          <EmptyState title={t('fleet.noCars')} description={t('fleet.emptyFleet')} icon={<IconCarOff aria-hidden />} />
        ) : (
          <FleetCalendarTable calendar={calendar.data} days={viewDays(from, FLEET_CALENDAR_DAYS)} />
        )}
      </Stack>
    </Container>
  );
}
