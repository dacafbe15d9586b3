import { PlaceholderPage } from '../../../components/placeholder-page';

/** /manage-car: the car form (create, or update with carId) comes with the fleet issue. */
export function ManageCarPage() {
  return <PlaceholderPage title="Create car" />;
}
