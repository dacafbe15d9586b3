import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { auctionsTexts, formatMoney } from '@wayfare/common';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { firstErrorText } from '../../../lib/api-error';
import { showErrorDialog } from '../../../lib/error-dialog';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useRaiseMaximum } from '../api/raise-maximum';
import { checkRaisedMaximum, type FieldMessage } from './auction-state';
import { EuroAmountInput } from './euro-amount-input';
import { useWriteMessage } from './use-write-message';

interface RaiseMaximumFormProps {
  auctionId: number;
  /** The leader's maximum, or their highest bid when they set none: the new one must be above it. */
  current: number;
}

/**
 * While the viewer leads, "BID NOW" is off (they would bid against themselves); this raises their secret maximum
 * instead, nothing bid, the price unchanged (docs/product/auctions.md#raising-a-maximum). Checked here first, so a
 * maximum the server would refuse is never sent; the server's own refusal (409: the lead was lost meanwhile, or the
 * maximum moved) shows under the field.
 */
export function RaiseMaximumForm({ auctionId, current }: RaiseMaximumFormProps) {
  const t = useTexts(auctionsTexts);
  const locale = useLocale();
  const write = useWriteMessage();
  const titleId = useId();
  const [maxAmount, setMaxAmount] = useState<number | string>('');
  // The page's own check as a text; the server's refusal comes already written in the page's language.
  const [error, setError] = useState<FieldMessage | null>(null);
  const raise = useRaiseMaximum(auctionId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkRaisedMaximum(maxAmount, current);
    setError(problem);
    if (problem !== null || typeof maxAmount !== 'number') return;
    raise.mutate(
      { maxAmount },
      {
        onSuccess: ({ myMaxAmount }) => {
          setMaxAmount('');
          notifications.show({
            color: 'green',
            message: t('raise.done', { amount: formatMoney(myMaxAmount, locale) }),
          });
        },
        onError: (failure) => {
          if (!(failure instanceof ApiError)) return; // The session has ended: the user is on their way to /login.
          const refusal = failure.status === 409 ? firstErrorText(failure.body) : undefined;
          if (refusal) setError(refusal);
          else showErrorDialog(failure.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Text id={titleId} size="sm" fw={600} mb={4}>
        {t('raise.title')}
      </Text>
      <Group align="flex-start">
        <EuroAmountInput
          label={t('raise.label')}
          description={t('raise.above', { amount: formatMoney(current, locale) })}
          value={maxAmount}
          onChange={(value) => {
            setMaxAmount(value);
            setError(null);
          }}
          error={error && write(error)}
        />
        <Button type="submit" variant="light" mt={25} loading={raise.isPending}>
          {t('raise.submit')}
        </Button>
      </Group>
    </form>
  );
}
