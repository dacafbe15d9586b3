import '@mantine/core/styles/Table.css';
import { Badge, Card, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import {
  bookingsTexts,
  formatMoney,
  formatWallClock,
  type Booking,
  type BookingChange,
  type KeyOf,
  type Locale,
  type Translate,
} from '@wayfare/common';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useBookingChanges } from '../api/get-booking-changes';

type Trip = BookingChange['before'];
type BookingsTranslate = Translate<KeyOf<typeof bookingsTexts>>;

const STATUS_COLORS: Record<BookingChange['status'], string> = {
  applied: 'green',
  pending: 'yellow',
  reverted: 'gray',
};

/** The values a change may move, each with its label and how it reads, in the page's language. */
const rows = (t: BookingsTranslate, locale: Locale): { label: string; value: (trip: Trip) => string }[] => [
  {
    label: t('changes.cities'),
    value: (v) => t('changes.citiesValue', { from: v.startCity.name, to: v.endCity.name }),
  },
  { label: t('common.pickUp'), value: (v) => formatWallClock(v.startDateTime, locale) },
  { label: t('common.dropOff'), value: (v) => formatWallClock(v.endDateTime, locale) },
  { label: t('common.coverage'), value: (v) => t('coverage.name', { coverage: v.coverage }) },
  { label: t('changes.delivery'), value: (v) => v.deliveryAddress ?? t('changes.depot') },
  { label: t('common.total'), value: (v) => formatMoney(v.totalPrice, locale) },
];

/** One change: when and by whom, its status and amount, then each value before → after (changed ones in bold). */
function ChangeItem({ change }: { change: BookingChange }) {
  const t = useTexts(bookingsTexts);
  const locale = useLocale();
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Group justify="space-between" mb="xs" gap="xs">
        <Text fw={600}>
          {formatWallClock(change.createdOn, locale)} · {change.by.name}
        </Text>
        <Group gap="xs">
          <Badge color={STATUS_COLORS[change.status]} variant="light">
            {t('changes.status', { status: change.status })}
          </Badge>
          <Text size="sm">
            {change.amountDue > 0
              ? t('changes.due', { amount: formatMoney(change.amountDue, locale) })
              : t('changes.nothingDue')}
          </Text>
        </Group>
      </Group>
      <Table withRowBorders={false} verticalSpacing={2} aria-label={t('changes.label', { id: change.id })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('changes.value')}</Table.Th>
            <Table.Th scope="col">{t('changes.before')}</Table.Th>
            <Table.Th scope="col">{t('changes.afterColumn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows(t, locale).map(({ label, value }) => {
            const [from, to] = [value(change.before), value(change.after)];
            return (
              <Table.Tr key={label}>
                <Table.Th scope="row" fw={400}>
                  {label}
                </Table.Th>
                <Table.Td>{from}</Table.Td>
                <Table.Td fw={from === to ? undefined : 700}>{to}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/**
 * The history of a booking's changes for admins (docs/product/bookings-and-payments.md#changing-a-booking), oldest
 * first as the API answers.
 */
export function BookingChangesDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const t = useTexts(bookingsTexts);
  const changes = useBookingChanges(booking.id);
  return (
    <Modal opened onClose={onClose} title={t('changes.title', { id: booking.id })} size="lg">
      {changes.isPending ? (
        <Loader aria-label={t('changes.loading')} />
      ) : changes.isError ? (
        <Text>{t('changes.failed')}</Text>
      ) : changes.data.length === 0 ? (
        <Text c="dimmed">{t('changes.none')}</Text>
      ) : (
        <Stack component="ol" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {changes.data.map((change) => (
            <ChangeItem key={change.id} change={change} />
          ))}
        </Stack>
      )}
    </Modal>
  );
}
