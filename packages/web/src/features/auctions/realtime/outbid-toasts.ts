import { notifications } from '@mantine/notifications';
import { auctionsTexts } from '@wayfare/common';
import { withTexts } from '../../../lib/i18n/use-texts';
import { getSession } from '../../../lib/session';
import type { WatchOutbid } from './auction-channel';
import { watchOutbidOverStomp } from './stomp-channel';

/**
 * The outbid toasts of one customer (docs/product/auctions.md#outbid-alerts), on the tab's STOMP connection (shared
 * with the auction page's channel, reconnecting like it), in the page's language: an alert carries data, written here
 * on whichever page the customer is. Answers the function that stops them.
 */
export function startOutbidToasts(userId: number, watch: WatchOutbid = watchOutbidOverStomp): () => void {
  return watch({ userId, getAccessToken: () => getSession()?.token ?? '' }, (alert) =>
    // Any page may be open, one that never loaded the auctions' texts: they are fetched first.
    withTexts(auctionsTexts, (t) =>
      notifications.show({
        color: 'orange',
        title: t('alerts.outbidTitle'),
        message: t('alerts.outbid', { auctionId: alert.auctionId }),
        autoClose: 8_000,
      }),
    ),
  );
}
