import { PlaceholderPage } from '../../../components/placeholder-page';

/** /all-cars: the paged car table (SPEC §2 Cars) comes with the fleet issue. */
export function AllCarsPage() {
  return <PlaceholderPage title="All cars" />;
}
