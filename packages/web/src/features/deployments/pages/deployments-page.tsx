import { PlaceholderPage } from '../../../components/placeholder-page';

/** /deployments: backend and frontend status rows come with the deployments issue. */
export function DeploymentsPage() {
  return <PlaceholderPage title="Deployments" />;
}
