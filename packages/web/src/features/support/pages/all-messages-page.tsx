import { PlaceholderPage } from '../../../components/placeholder-page';

/** /all-messages: the messages table with Reply comes with the support issue. */
export function AllMessagesPage() {
  return <PlaceholderPage title="All support messages" />;
}
