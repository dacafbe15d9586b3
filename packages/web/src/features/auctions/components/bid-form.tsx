import { Button, Group, Stack, Text } from '@mantine/core';
import { auctionsTexts, formatMoney } from '@wayfare/common';
import { useState, type FormEvent } from 'react';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { amountForInput } from './amount-for-input';
import { checkBid, checkMaxAmount, leastAcceptedBid, type FieldMessage } from './auction-state';
import { EuroAmountInput } from './euro-amount-input';
import { useWriteMessage } from './use-write-message';

interface BidFormProps {
  auction: { minBidAmount: number; highestBid: { amount: number } | null; myMaxAmount: number | null };
  /** Whether the viewer holds the highest bid (the one a state message announced included). */
  holdsHighest: boolean;
  sending: boolean;
  onBid: (amount: number, maxAmount: number | undefined) => void;
}

/**
 * The bid input, the optional maximum and "BID NOW" (docs/product/auctions.md#bid-rules, #maximum-bids): checked here
 * first, so a bid the server would refuse is never sent. With a maximum, the server bids for the viewer, the least
 * needed to lead, up to it. Above them, before any bid, the form says that a win binds
 * (docs/product/auctions.md#winning-is-binding).
 */
export function BidForm({ auction, holdsHighest, sending, onBid }: BidFormProps) {
  const t = useTexts(auctionsTexts);
  const locale = useLocale();
  const write = useWriteMessage();
  const [amount, setAmount] = useState<number | string>('');
  const [maxAmount, setMaxAmount] = useState<number | string>('');
  // Kept as texts, not sentences: a page that switches its language shows them in the new one.
  const [error, setError] = useState<FieldMessage | null>(null);
  const [maxError, setMaxError] = useState<FieldMessage | null>(null);
  const least = leastAcceptedBid(auction);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkBid(amount, auction);
    const maxProblem = typeof amount === 'number' ? checkMaxAmount(maxAmount, amount) : null;
    setError(problem);
    setMaxError(maxProblem);
    if (problem !== null || maxProblem !== null || typeof amount !== 'number') return;
    onBid(amount, typeof maxAmount === 'number' ? maxAmount : undefined);
    setAmount('');
    setMaxAmount('');
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('bid.formLabel')}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('bid.bindingWin')}
        </Text>
        <Group align="flex-start">
          <EuroAmountInput
            label={t('bid.amountLabel')}
            placeholder={amountForInput(least, locale)}
            description={t('bid.atLeast', { amount: formatMoney(least, locale) })}
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setError(null);
            }}
            error={error && write(error)}
          />
          <EuroAmountInput
            label={t('bid.maxLabel')}
            description={t('bid.maxHint')}
            value={maxAmount}
            onChange={(value) => {
              setMaxAmount(value);
              setMaxError(null);
            }}
            error={maxError && write(maxError)}
          />
          <Button type="submit" mt={25} disabled={holdsHighest} loading={sending}>
            {holdsHighest ? t('bid.highestBidHolder') : t('bid.submit')}
          </Button>
        </Group>
        {auction.myMaxAmount !== null && (
          <Text size="sm">{t('bid.yourMaximum', { amount: formatMoney(auction.myMaxAmount, locale) })}</Text>
        )}
      </Stack>
    </form>
  );
}
