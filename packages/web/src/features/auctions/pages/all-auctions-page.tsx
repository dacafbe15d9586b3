import { PlaceholderPage } from '../../../components/placeholder-page';

/** /all-auctions: the paged auction table comes with the auctions issue. */
export function AllAuctionsPage() {
  return <PlaceholderPage title="Auctions" />;
}
