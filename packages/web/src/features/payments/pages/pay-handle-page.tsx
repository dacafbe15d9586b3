import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { paidPaymentOf, paidPaymentState } from '../../../lib/paid-payment';
import { confirmPayment } from '../api/confirm-payment';

export const payHandleTexts = {
  paid: 'Payment successful',
  cancelled: 'Payment cancelled',
  refunded: 'Your payment arrived after the booking had changed, so it is refunded in full.',
} as const;

/**
 * /pay-handle: where the checkout sends the browser back. Asks the server whether the session is
 * paid (the URL alone proves nothing), then always goes to / with a toast saying which; a confirmed payment also goes
 * with what it paid for, which / shows in a confirmation card (docs/product/bookings-and-payments.md#pay-handle).
 */
export function PayHandlePage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  // StrictMode runs effects twice in development; one confirmation is enough.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const responseType = query.get('responseType');
    const sessionId = query.get('sessionId');
    const paidFor = paidPaymentOf(query.get('paymentType'), query.get('entityId'));
    const finish = (paid: boolean, refunded = false) => {
      notifications.show(
        paid
          ? { color: 'green', message: payHandleTexts.paid }
          : refunded
            ? { color: 'yellow', message: payHandleTexts.refunded, autoClose: false }
            : { color: 'yellow', message: payHandleTexts.cancelled },
      );
      navigate(paths.home.href(), { replace: true, state: paid && paidFor ? paidPaymentState(paidFor) : null });
    };
    if ((responseType !== 'success' && responseType !== 'cancel') || !sessionId) {
      console.warn('Payment cancelled: the return address lacks responseType or sessionId');
      finish(false);
      return;
    }
    confirmPayment({
      responseType,
      sessionId,
      paymentType: query.get('paymentType') ?? undefined,
      entityId: query.get('entityId') ?? undefined,
    })
      .then(({ paid, refunded }) => finish(paid, refunded))
      .catch((error: unknown) => {
        console.error('Payment cancelled: the confirmation failed', error);
        finish(false);
      });
  }, [query, navigate]);

  return <PageSpinner />;
}
