import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

// A module of its own so that `lazy(() => import('./notifications-stack'))` moves the toast stack (and its transition
// library) out of the first download: a dynamic import of '@mantine/notifications' itself does not, because pages
// import `notifications.show` from that package statically.
export { Notifications } from '@mantine/notifications';
