import { Button, Group, Stack, Text } from '@mantine/core';
import { auctionMessages, formatMoney } from '@wayfare/common';
import { useState, type FormEvent } from 'react';
import { checkBid, checkMaxAmount, leastAcceptedBid } from './auction-state';
import { EuroAmountInput } from './euro-amount-input';

export const BID_NOW = 'BID NOW';
export const BID_AMOUNT_LABEL = 'Bid amount (€)';
export const MAX_AMOUNT_LABEL = 'Maximum bid (€)';

/** The hint under the bid field: the least bid the server accepts now. */
export const leastBidHint = (amount: number) => `At least ${formatMoney(amount)}`;
export const yourMaximum = (amount: number) => `Your maximum: ${formatMoney(amount)}`;

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
  const [amount, setAmount] = useState<number | string>('');
  const [maxAmount, setMaxAmount] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const [maxError, setMaxError] = useState<string | null>(null);
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
    <form onSubmit={submit} noValidate aria-label="Place a bid">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {auctionMessages.bindingWin}
        </Text>
        <Group align="flex-start">
          <EuroAmountInput
            label={BID_AMOUNT_LABEL}
            placeholder={String(least)}
            description={leastBidHint(least)}
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setError(null);
            }}
            error={error}
          />
          <EuroAmountInput
            label={MAX_AMOUNT_LABEL}
            description="Optional: we bid for you, up to this amount"
            value={maxAmount}
            onChange={(value) => {
              setMaxAmount(value);
              setMaxError(null);
            }}
            error={maxError}
          />
          <Button type="submit" mt={25} disabled={holdsHighest} loading={sending}>
            {holdsHighest ? auctionMessages.highestBidHolder : BID_NOW}
          </Button>
        </Group>
        {auction.myMaxAmount !== null && <Text size="sm">{yourMaximum(auction.myMaxAmount)}</Text>}
      </Stack>
    </form>
  );
}
