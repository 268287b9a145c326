// Mantine's notifications container, in the chunk Toasts fetches with the first snackbar.
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Snackbars at the top right; those shown before this arrived appear there too. */
export default function ToastContainer() {
  return <Notifications position="top-right" />;
}
