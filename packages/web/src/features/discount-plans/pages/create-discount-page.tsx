import { PlaceholderPage } from '../../../components/placeholder-page';

/** /create-discount: the plan form comes with the discount plans issue. */
export function CreateDiscountPage() {
  return <PlaceholderPage title="Create discount plan" />;
}
