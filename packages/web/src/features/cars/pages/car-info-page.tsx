import { PlaceholderPage } from '../../../components/placeholder-page';

/** /car-info?carId=: car card, totals, bookings and history map come with the fleet issue. */
export function CarInfoPage() {
  return <PlaceholderPage title="Car info" />;
}
