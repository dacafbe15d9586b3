import '@mantine/core/styles/NumberInput.css';
import { Button, Group, NumberInput } from '@mantine/core';
import { auctionMessages, type Bid } from '@wayfare/common';
import { useState, type FormEvent } from 'react';
import { checkBid } from './auction-state';

export const BID_NOW = 'BID NOW';
export const BID_AMOUNT_LABEL = 'Bid amount (€)';

interface BidFormProps {
  auction: { minBidAmount: number; highestBid: Bid | null };
  userId: number;
  sending: boolean;
  onBid: (amount: number) => void;
}

/**
 * The bid input and "BID NOW" (docs/product/auctions.md#bid-rules): checked here first, so a bid the server would
 * refuse is never sent.
 */
export function BidForm({ auction, userId, sending, onBid }: BidFormProps) {
  const [amount, setAmount] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const holdsHighest = auction.highestBid?.user.id === userId;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkBid(amount, auction);
    setError(problem);
    if (problem !== null || typeof amount !== 'number') return;
    onBid(amount);
    setAmount('');
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Place a bid">
      <Group align="flex-start">
        <NumberInput
          label={BID_AMOUNT_LABEL}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setError(null);
          }}
          decimalScale={2}
          min={0}
          clampBehavior="none"
          allowNegative={false}
          error={error}
          style={{ flex: 1 }}
        />
        <Button type="submit" mt={25} disabled={holdsHighest} loading={sending}>
          {holdsHighest ? auctionMessages.highestBidHolder : BID_NOW}
        </Button>
      </Group>
    </form>
  );
}
