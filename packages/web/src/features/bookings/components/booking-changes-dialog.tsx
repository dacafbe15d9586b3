import '@mantine/core/styles/Table.css';
import { Badge, Card, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { formatMoney, formatWallClock, type Booking, type BookingChange } from '@wayfare/common';
import { useBookingChanges } from '../api/get-booking-changes';

type Trip = BookingChange['before'];

const STATUS_COLORS: Record<BookingChange['status'], string> = {
  applied: 'green',
  pending: 'yellow',
  reverted: 'gray',
};

const ROWS: { label: string; value: (trip: Trip) => string }[] = [
  { label: 'Cities', value: (t) => `${t.startCity.name} → ${t.endCity.name}` },
  { label: 'Pick-up', value: (t) => formatWallClock(t.startDateTime) },
  { label: 'Drop-off', value: (t) => formatWallClock(t.endDateTime) },
  { label: 'Coverage', value: (t) => t.coverage },
  { label: 'Delivery', value: (t) => t.deliveryAddress ?? 'Depot' },
  { label: 'Total', value: (t) => formatMoney(t.totalPrice) },
];

/** One change: when and by whom, its status and amount, then each value before → after (changed ones in bold). */
function ChangeItem({ change }: { change: BookingChange }) {
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Group justify="space-between" mb="xs" gap="xs">
        <Text fw={600}>
          {formatWallClock(change.createdOn)} · {change.by.name}
        </Text>
        <Group gap="xs">
          <Badge color={STATUS_COLORS[change.status]} variant="light">
            {change.status}
          </Badge>
          <Text size="sm">{change.amountDue > 0 ? `Due ${formatMoney(change.amountDue)}` : 'Nothing due'}</Text>
        </Group>
      </Group>
      <Table withRowBorders={false} verticalSpacing={2} aria-label={`Change #${change.id}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Value</Table.Th>
            <Table.Th scope="col">Before</Table.Th>
            <Table.Th scope="col">After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROWS.map(({ label, value }) => {
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
  const changes = useBookingChanges(booking.id);
  return (
    <Modal opened onClose={onClose} title={`Changes of booking #${booking.id}`} size="lg">
      {changes.isPending ? (
        <Loader aria-label="Loading the changes" />
      ) : changes.isError ? (
        <Text>The changes could not be loaded.</Text>
      ) : changes.data.length === 0 ? (
        <Text c="dimmed">This booking has not been changed.</Text>
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
