import { CloseButton, Container, Group, Skeleton, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { homeTexts } from '@wayfare/common';
import { useLocation, useNavigate } from 'react-router';
import { HomePage } from '../features/home/pages/home-page';
import { useTexts } from '../lib/i18n/use-texts';
import { type PaidPayment, readPaidPayment } from '../lib/paid-payment';

// The cards belong to the features that own what was paid for; they are fetched only after a payment, so the
// prerendered home page's first download stays as it was.
const PaidBookingCard = lazy(async () => ({
  default: (await import('../features/bookings/components/paid-booking-card')).PaidBookingCard,
}));
const PaidPlanCard = lazy(async () => ({
  default: (await import('../features/discount-plans/components/paid-plan-card')).PaidPlanCard,
}));
const PaidPaymentCard = lazy(async () => ({
  default: (await import('../features/payments/components/paid-payment-card')).PaidPaymentCard,
}));

function PaidCard({ paid }: { paid: PaidPayment }) {
  switch (paid.paymentType) {
    case 'booking':
      return <PaidBookingCard bookingId={paid.entityId} />;
    case 'discount_plan':
      return <PaidPlanCard planId={paid.entityId} />;
    default:
      return <PaidPaymentCard paymentId={paid.entityId} kind={paid.paymentType} />;
  }
}

const noSubscription = () => () => {};

/**
 * False while React takes over the prerendered home page (whose HTML has no card), true afterwards and in any render
 * made in the browser: a reload of `/` that still carries a payment in its history entry hydrates the page as built,
 * then adds the card.
 */
function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * `/`: the home page, headed by a confirmation of what was just paid when /pay-handle came here with it
 * (docs/product/bookings-and-payments.md#pay-handle). Closing the card forgets it, so Back or a reload do not show it
 * again.
 */
export function HomeWithConfirmation() {
  const t = useTexts(homeTexts);
  const location = useLocation();
  const navigate = useNavigate();
  const paid = readPaidPayment(location.state);
  const isClient = useIsClient();
  if (!paid || !isClient) return <HomePage />;
  return (
    <>
      <Container size="lg" py="md">
        <Group justify="space-between" wrap="nowrap" mb="xs">
          <Group gap={6} wrap="nowrap">
            <IconCircleCheck size={20} color="var(--mantine-color-green-8)" aria-hidden />
            <Text fw={600}>{t('confirmation.thanks')}</Text>
          </Group>
          <CloseButton
            aria-label={t('confirmation.close')}
            size="xl"
            onClick={() => void navigate(location.pathname, { replace: true, state: null })}
          />
        </Group>
        <Suspense fallback={<Skeleton h={260} radius="md" />}>
          <PaidCard paid={paid} />
        </Suspense>
      </Container>
      <HomePage />
    </>
  );
}
