import { Badge, Text } from '@mantine/core';
import { useBookingTripColumns } from '../../../components/booking/booking-trip-columns';
import { ResponsiveList } from '../../../components/list/responsive-list';
import { type Booking, carsTexts } from '@wayfare/common';
import { PageSpinner } from '../../../components/page-spinner';
import { useLocation } from 'react-router';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useCarBookings } from '../api/get-car-bookings';

const STATUS_COLORS: Record<Booking['bookingStatus'], string> = {
  Unpaid: 'yellow',
  Paid: 'blue',
  Active: 'green',
  Finished: 'gray',
  Canceled: 'red',
  Rated: 'grape',
};

/** The row's anchor: the maintenance form links bookings in a block's way here (admin-tools.md#maintenance-blocks). */
export const carBookingRowId = (bookingId: number) => `booking-${bookingId}`;

/** Every booking of the car, newest first (docs/product/admin-tools.md#car-info). */
export function CarBookingsTable({ carId }: { carId: number }) {
  const t = useTexts(carsTexts);
  const tripColumns = useBookingTripColumns(t('bookings.price'));
  const bookings = useCarBookings(carId);
  const { hash } = useLocation();
  if (bookings.isPending) return <PageSpinner />;
  if (bookings.isError) return <Text c="dimmed">{t('bookings.failed')}</Text>;
  if (bookings.data.length === 0) return <Text>{t('bookings.none')}</Text>;
  const rows = [...bookings.data].sort((a, b) => b.id - a.id);
  return (
    <ResponsiveList
      label={t('bookings.label')}
      minWidth={900}
      items={rows}
      itemKey={(booking) => booking.id}
      rowProps={(booking) => ({
        id: carBookingRowId(booking.id),
        // The row a link pointed at is marked; the navbar stays above it when the page scrolls there.
        bg: hash === `#${carBookingRowId(booking.id)}` ? 'yellow.1' : undefined,
        style: { scrollMarginTop: 80 },
      })}
      columns={[
        { header: '#', cell: (booking) => booking.id, card: 'title', cardCell: (booking) => `#${booking.id}` },
        {
          header: t('bookings.status'),
          card: 'status',
          cell: (booking) => (
            <Badge variant="light" color={STATUS_COLORS[booking.bookingStatus]} tt="none" miw="max-content">
              {t(`bookings.status.${booking.bookingStatus}`)}
            </Badge>
          ),
        },
        ...tripColumns,
        { header: t('bookings.customer'), cell: (booking) => booking.user.name || booking.user.email, card: 'title' },
      ]}
    />
  );
}
