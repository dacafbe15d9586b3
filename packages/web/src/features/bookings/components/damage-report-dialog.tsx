import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { bookingsTexts, type Booking } from '@wayfare/common';
import { PageSpinner } from '../../../components/page-spinner';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useDamageTypes } from '../api/get-damages';
import { useBookingMutations } from '../api/booking-actions';
import { DamageReportForm } from './damage-report-form';

/**
 * A damage report for one returned booking, by its customer or by an admin; the customer gets a payment request to
 * pay.
 */
export function DamageReportDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const t = useTexts(bookingsTexts);
  const damageTypes = useDamageTypes();
  const { chargeDamage } = useBookingMutations();
  return (
    <Modal opened onClose={onClose} title={t('damage.title', { id: booking.id })}>
      {damageTypes.isPending ? (
        <PageSpinner />
      ) : (
        <DamageReportForm
          booking={booking}
          damageTypes={damageTypes.data ?? []}
          submitting={chargeDamage.isPending}
          onCancel={onClose}
          onSubmit={({ description, totalCost, damageTypeIds }) =>
            chargeDamage.mutate(
              { description, totalCost, userId: booking.user.id, bookingId: booking.id, damageTypeIds },
              {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: t('damage.sent') });
                  onClose();
                },
              },
            )
          }
        />
      )}
    </Modal>
  );
}
