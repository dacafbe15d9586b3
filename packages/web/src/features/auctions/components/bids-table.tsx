import { Badge, type MantineSpacing, Text } from '@mantine/core';
import { auctionsTexts, formatMoney, formatWallClock, type Bid } from '@wayfare/common';
import { ResponsiveList } from '../../../components/list/responsive-list';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';

function AutoBadge({ bid, ml }: { bid: Bid; ml?: MantineSpacing }) {
  const t = useTexts(auctionsTexts);
  if (!bid.auto) return null;
  return (
    <Badge ml={ml} size="xs" variant="light" color="gray" title={t('bids.autoTitle')}>
      {t('bids.auto')}
    </Badge>
  );
}

/**
 * The bidding history (docs/product/auctions.md#auction-page): Time, User, Amount in €, newest first (the order the
 * cache keeps); a bid the server placed for a bidder's maximum is marked "auto"
 * (docs/product/auctions.md#maximum-bids). On a phone, one card per bid headed by its amount.
 */
export function BidsTable({ bids }: { bids: Bid[] }) {
  const t = useTexts(auctionsTexts);
  const locale = useLocale();
  if (bids.length === 0) return <Text c="dimmed">{t('bids.empty')}</Text>;
  return (
    <ResponsiveList
      label={t('page.biddingHistory')}
      minWidth={420}
      items={bids}
      itemKey={(bid) => bid.id}
      columns={[
        { header: t('bids.column.time'), cell: (bid) => formatWallClock(bid.dateTime, locale) },
        { header: t('bids.column.user'), cell: (bid) => bid.user.name },
        {
          header: t('bids.column.amount'),
          card: 'title',
          cell: (bid) => (
            <>
              {formatMoney(bid.amount, locale)}
              <AutoBadge bid={bid} ml="xs" />
            </>
          ),
          cardCell: (bid) => formatMoney(bid.amount, locale),
        },
        { header: t('bids.column.auto'), cardOnly: true, card: 'status', cell: (bid) => <AutoBadge bid={bid} /> },
      ]}
    />
  );
}
