import { notifications } from '@mantine/notifications';
import { auctionMessages } from '@wayfare/common';
import { getSession } from '../../../lib/session';
import type { WatchOutbid } from './auction-channel';
import { watchOutbidOverStomp } from './stomp-channel';

export const OUTBID_TITLE = 'Outbid';

/**
 * The outbid toasts of one customer (docs/product/auctions.md#outbid-alerts), on the tab's STOMP connection (shared
 * with the auction page's channel, reconnecting like it). Answers the function that stops them.
 */
export function startOutbidToasts(userId: number, watch: WatchOutbid = watchOutbidOverStomp): () => void {
  return watch({ userId, getAccessToken: () => getSession()?.token ?? '' }, (alert) =>
    notifications.show({
      color: 'orange',
      title: OUTBID_TITLE,
      message: auctionMessages.outbid(alert.auctionId),
      autoClose: 8_000,
    }),
  );
}
