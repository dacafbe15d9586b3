import { Alert, Badge, Button, Card, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { formatMoney, paymentsTexts, type TestCheckoutPayBody } from '@wayfare/common';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { ApiError } from '../../../lib/api-client';
import { firstErrorText } from '../../../lib/api-error';
import { showErrorDialog } from '../../../lib/error-dialog';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { cancelCheckout, payCheckout, useCheckoutSession } from '../api/checkout-session';
import { CardForm } from '../components/card-form';
import { goToExternal } from '../../../components/external-navigation';

/**
 * /checkout/:sessionId: the embedded stand-in for the card provider's hosted page
 * (docs/product/bookings-and-payments.md#payment-providers). It talks only to our server, which decides paid or
 * declined, then follows the redirect it gets back.
 */
export function CheckoutPage() {
  const t = useTexts(paymentsTexts);
  const locale = useLocale();
  const sessionId = useParams().sessionId ?? '';
  const session = useCheckoutSession(sessionId);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);

  const pay = async (card: TestCheckoutPayBody) => {
    setBusy('pay');
    setError(null);
    try {
      const { redirectUrl } = await payCheckout(sessionId, card);
      goToExternal(redirectUrl);
    } catch (failure) {
      // A refusal (declined card, closed session) belongs next to the card, like on a real card page.
      if (failure instanceof ApiError && failure.status !== null && failure.status < 500) {
        setError(firstErrorText(failure.body) ?? failure.message);
      } else if (failure instanceof ApiError) {
        showErrorDialog(failure.message);
      }
      setBusy(null);
    }
  };

  const cancel = async () => {
    setBusy('cancel');
    try {
      const { redirectUrl } = await cancelCheckout(sessionId);
      goToExternal(redirectUrl);
    } catch {
      setBusy(null);
    }
  };

  return (
    <Container size="xs" py="xl">
      <Alert color="yellow" icon={<IconFlask aria-hidden />} mb="lg" role="note">
        <Text fw={600}>{t('checkout.banner')}</Text>
      </Alert>
      <Card withBorder radius="md" padding="lg">
        <Title order={1} fz="h2" mb="md">
          {t('checkout.title')}
        </Title>
        {session.isPending ? (
          <PageSpinner />
        ) : session.isError ? (
          <Text c="dimmed">{t('checkout.loadFailed')}</Text>
        ) : (
          <Stack>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text>{session.data.description}</Text>
              <Text fw={700} fz="xl" aria-label={t('checkout.amount')} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(session.data.amount, locale)}
              </Text>
            </Group>
            <Divider />
            {session.data.status === 'open' ? (
              <CardForm
                amountLabel={formatMoney(session.data.amount, locale)}
                error={error}
                paying={busy === 'pay'}
                cancelling={busy === 'cancel'}
                onPay={(card) => void pay(card)}
                onCancel={() => void cancel()}
              />
            ) : (
              <Stack align="flex-start">
                <Badge color={session.data.status === 'paid' ? 'green' : 'gray'}>
                  {t('checkout.closed', { status: session.data.status })}
                </Badge>
                <Button variant="default" onClick={() => goToExternal(session.data.cancelUrl)}>
                  {t('checkout.backToShop')}
                </Button>
              </Stack>
            )}
          </Stack>
        )}
      </Card>
    </Container>
  );
}
