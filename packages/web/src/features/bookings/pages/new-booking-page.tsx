import { PlaceholderPage } from '../../../components/placeholder-page';

/** /new-booking: preview, coverage, cost breakdown and PAY NOW come with the booking issue. */
export function NewBookingPage() {
  return <PlaceholderPage title="New booking" />;
}
