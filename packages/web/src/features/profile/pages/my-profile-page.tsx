import { PlaceholderPage } from '../../../components/placeholder-page';

/** /my-profile: profile card, e-mail preferences and tabs come with the profile issue. */
export function MyProfilePage() {
  return <PlaceholderPage title="My profile" />;
}
