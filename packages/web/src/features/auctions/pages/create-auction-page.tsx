import { PlaceholderPage } from '../../../components/placeholder-page';

/** /create-auction: the auction form comes with the auctions issue. */
export function CreateAuctionPage() {
  return <PlaceholderPage title="Create auction" />;
}
