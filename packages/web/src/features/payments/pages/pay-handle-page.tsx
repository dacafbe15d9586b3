import { notifications } from '@mantine/notifications';
import { paymentsTexts } from '@wayfare/common';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../lib/i18n/use-texts';
import { paidPaymentOf, paidPaymentState } from '../../../lib/paid-payment';
import { confirmPayment } from '../api/confirm-payment';

/**
 * /pay-handle: where the checkout sends the browser back. Asks the server whether the session is
 * paid (the URL alone proves nothing), then always goes to / with a toast saying which; a confirmed payment also goes
 * with what it paid for, which / shows in a confirmation card (docs/product/bookings-and-payments.md#pay-handle).
 */
export function PayHandlePage() {
  const t = useTexts(paymentsTexts);
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
          ? { color: 'green', message: t('payHandle.paid') }
          : refunded
            ? { color: 'yellow', message: t('payHandle.refunded'), autoClose: false }
            : { color: 'yellow', message: t('payHandle.cancelled') },
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
  }, [query, navigate, t]);

  return <PageSpinner />;
}
