import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatMoney } from '@wayfare/common';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { firstErrorText } from '../../../lib/api-error';
import { showErrorDialog } from '../../../lib/error-dialog';
import { useRaiseMaximum } from '../api/raise-maximum';
import { checkRaisedMaximum } from './auction-state';
import { EuroAmountInput } from './euro-amount-input';

export const RAISE_MAXIMUM = 'RAISE MAXIMUM';
export const RAISE_MAXIMUM_TITLE = 'Raise your maximum';
export const NEW_MAXIMUM_LABEL = 'New maximum (€)';
export const maximumRaised = (amount: number) => `Your maximum is now ${formatMoney(amount)}`;

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
  const titleId = useId();
  const [maxAmount, setMaxAmount] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
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
          notifications.show({ color: 'green', message: maximumRaised(myMaxAmount) });
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
        {RAISE_MAXIMUM_TITLE}
      </Text>
      <Group align="flex-start">
        <EuroAmountInput
          label={NEW_MAXIMUM_LABEL}
          description={`Above ${formatMoney(current)}`}
          value={maxAmount}
          onChange={(value) => {
            setMaxAmount(value);
            setError(null);
          }}
          error={error}
        />
        <Button type="submit" variant="light" mt={25} loading={raise.isPending}>
          {RAISE_MAXIMUM}
        </Button>
      </Group>
    </form>
  );
}
