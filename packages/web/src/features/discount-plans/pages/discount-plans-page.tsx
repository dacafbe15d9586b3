import { PlaceholderPage } from '../../../components/placeholder-page';

/** /discount-plans: the plan cards come with the discount plans issue. */
export function DiscountPlansPage() {
  return <PlaceholderPage title="Discount plans" />;
}
