import { PlaceholderPage } from '../../../components/placeholder-page';

/** /my-bookings: the bookings table comes with the bookings issue. */
export function MyBookingsPage() {
  return <PlaceholderPage title="All Bookings" />;
}
