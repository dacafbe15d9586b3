import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { AUCTION_TOAST_MS, auctionsTexts } from '@wayfare/common';
import { useCallback, useEffect, useRef, useState } from 'react';
import { textOf } from '../../../lib/i18n/use-texts';
import { getSession } from '../../../lib/session';
import { auctionsKeys } from '../api/auctions-keys';
import type { LiveAuction } from '../api/get-auction';
import { applyState, mergeBid } from '../components/auction-state';
import type { AuctionChannel, ChannelStatus, ConnectAuctionChannel } from './auction-channel';

/**
 * Keeps one auction live while its page is open: bids and state messages (the moved end, the highest bid, the reserve)
 * go straight into the TanStack Query cache, users who join are announced with a short toast and remembered, a refused
 * bid is shown as an error toast, and after every reconnect the auction is fetched again so no bid sent while the
 * connection was down is missed. The viewer's own bids (theirs or their maximum's) are followed by a fetch too, which
 * brings their maximum as the server keeps it (docs/product/auctions.md#maximum-bids).
 */
export function useAuctionLive(auctionId: number | null, userId: number | undefined, connect: ConnectAuctionChannel) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ChannelStatus>('connecting');
  const [viewers, setViewers] = useState<string[]>([]);
  const channel = useRef<AuctionChannel | null>(null);

  useEffect(() => {
    if (auctionId === null || userId === undefined) return;
    const queryKey = auctionsKeys.detail(auctionId);
    const refetch = () => void queryClient.invalidateQueries({ queryKey });
    const opened = connect(
      { auctionId, userId, getAccessToken: () => getSession()?.token ?? '' },
      {
        onBid: (bid) => {
          queryClient.setQueryData<LiveAuction>(queryKey, (auction) => auction && mergeBid(auction, bid));
          if (bid.user.id === userId) refetch();
        },
        onState: (state) => {
          const known = queryClient.getQueryData<LiveAuction>(queryKey);
          queryClient.setQueryData<LiveAuction>(
            queryKey,
            (auction) => auction && applyState(auction, state, performance.now()),
          );
          // A highest bid whose message has not arrived (or was lost): fetch the history that leads to it.
          if (known && state.highestBid !== null && state.highestBid > (known.highestBid?.amount ?? 0)) refetch();
        },
        onNewUser: (name) => {
          setViewers((known) => (known.includes(name) ? known : [...known, name]));
          // The channel carries the name; the page writes the sentence in its own language.
          notifications.show({ message: textOf(auctionsTexts, 'live.newUser', { name }), autoClose: AUCTION_TOAST_MS });
        },
        onError: (message) => {
          // The server wrote the refusal in the language the channel named (stomp-channel.ts).
          notifications.show({ color: 'red', title: textOf(auctionsTexts, 'live.bidRefused'), message });
          // Usually someone bid first: show the auction as it now stands.
          refetch();
        },
        onStatus: setStatus,
        onReconnect: refetch,
      },
    );
    channel.current = opened;
    return () => {
      opened.close();
      channel.current = null;
    };
  }, [auctionId, userId, connect, queryClient]);

  /** Sends a bid (with the bidder's maximum, if any) over the live channel; false when it is down. */
  const sendBid = useCallback(
    (bidAmount: number, maxAmount?: number) =>
      auctionId !== null &&
      userId !== undefined &&
      (channel.current?.sendBid({ auctionId, userId, bidAmount, ...(maxAmount !== undefined && { maxAmount }) }) ??
        false),
    [auctionId, userId],
  );

  return { status, viewers, sendBid };
}
