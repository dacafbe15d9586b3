import { useSearchParams } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** /claim-auction?auctionId=: the won car and the claim search form come with the auctions issue. */
export function ClaimAuctionPage() {
  const auctionId = useSearchParams()[0].get('auctionId');
  return <PlaceholderPage title={auctionId ? `Claim auction #${auctionId}` : 'Claim auction'} />;
}
