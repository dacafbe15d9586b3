import { Container, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { bookingsTexts } from '@wayfare/common';
import { useState } from 'react';
import { ListPageBody } from '../../../components/list/list-page-body';
import { usePagedList } from '../../../components/paging/use-paged-list';
import { usePublicConfig } from '../../../lib/api/config';
import { useTexts } from '../../../lib/i18n/use-texts';
import { hasRole, useSession } from '../../../lib/session';
import { useBookingMutations } from '../api/booking-actions';
import { goToPayment } from '../../../lib/api/payment-link';
import { useBookingsCount, useBookingsPage } from '../api/get-bookings';
import { BookingChangesDialog } from '../components/booking-changes-dialog';
import { BookingFilterBar } from '../components/booking-filter-bar';
import { BookingRowActions, type BookingDialog } from '../components/booking-row-actions';
import { msToWallClock } from '../components/business-time';
import { BookingsTable } from '../components/bookings-table';
import { DamageReportDialog } from '../components/damage-report-dialog';
import { ReviewDialog } from '../components/review-dialog';
import { useBookingFilters } from '../components/use-booking-filters';

/**
 * /my-bookings: "All Bookings" — every booking for admins, the customer's own otherwise
 * (docs/product/bookings-and-payments.md#bookings-list). `embedded` is the profile's Bookings tab: the page's heading
 * becomes a section heading under the profile's own.
 */
export function MyBookingsPage({ embedded = false }: { embedded?: boolean }) {
  const t = useTexts(bookingsTexts);
  const session = useSession();
  const isAdmin = hasRole(session, 'ADMIN');
  const userId = session?.claims.userId;
  const pageKey = embedded ? 'bookingsPage' : 'page';
  // Administrators filter the list (docs/product/admin-tools.md#filters-and-exports); the URL keeps the filters.
  const withFilters = isAdmin && !embedded;
  const urlFilters = useBookingFilters(pageKey);
  const filters = withFilters ? urlFilters.filters : {};
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const count = useBookingsCount(filters);
  const { page, setPage, pageCount } = usePagedList(count.data, pageKey);
  const bookings = useBookingsPage(page, filters);
  const { cancel } = useBookingMutations();
  const [dialog, setDialog] = useState<BookingDialog | null>(null);
  const [paying, setPaying] = useState<number | null>(null);
  // "Now" on the business clocks, to offer Change only before pick-up; the server checks it again.
  const timeZone = usePublicConfig().data?.timezone;
  const now = timeZone ? msToWallClock(Date.now(), timeZone) : null;

  const pay = (bookingId: number) => {
    setPaying(bookingId);
    // The error dialog has been shown by the API client; the button only needs to come back.
    goToPayment(bookingId).catch(() => setPaying(null));
  };

  return (
    <Container size="xl" py={embedded ? 'md' : 'xl'} px={embedded ? 0 : undefined}>
      <Title order={embedded ? 2 : 1} mb="lg">
        {t('list.title')}
      </Title>
      {withFilters && (
        <BookingFilterBar key={JSON.stringify(filters)} filters={filters} onChange={urlFilters.setFilters} />
      )}
      <ListPageBody
        what="bookings"
        icon={<IconCalendarOff aria-hidden />}
        queries={[count, bookings]}
        data={bookings.data}
        isEmpty={count.data === 0}
        empty={filtered ? t('filters.noMatch') : t('list.empty')}
        paging={{ page, pageCount, onPageChange: setPage }}
      >
        {(rows) => (
          <BookingsTable
            bookings={rows}
            withUser={isAdmin}
            actions={(booking) => (
              <BookingRowActions
                booking={booking}
                isOwner={booking.user.id === userId}
                isAdmin={isAdmin}
                upcoming={now !== null && booking.startDateTime > now}
                busy={(cancel.isPending && cancel.variables === booking.id) || paying === booking.id}
                onCancel={(b) => cancel.mutate(b.id)}
                onPay={(b) => pay(b.id)}
                onOpen={setDialog}
              />
            )}
          />
        )}
      </ListPageBody>
      {dialog?.kind === 'review' && userId !== undefined && (
        <ReviewDialog booking={dialog.booking} userId={userId} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'damage' && <DamageReportDialog booking={dialog.booking} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'changes' && <BookingChangesDialog booking={dialog.booking} onClose={() => setDialog(null)} />}
    </Container>
  );
}
