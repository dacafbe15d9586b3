import { PlaceholderPage } from '../../../components/placeholder-page';

/** /my-payments: the paged payments table comes with the payments issue. */
export function AllPaymentsPage() {
  return <PlaceholderPage title="All payments" />;
}
