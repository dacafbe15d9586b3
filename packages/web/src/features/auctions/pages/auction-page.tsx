import { useSearchParams } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** /auction?auctionId=: countdown, bids and live updates come with the auctions issue. */
export function AuctionPage() {
  const auctionId = useSearchParams()[0].get('auctionId');
  return <PlaceholderPage title={auctionId ? `Auction #${auctionId}` : 'Auction'} />;
}
