// The snackbars (Mantine notifications): their container and styles are fetched with the first one shown.
import { useNotifications } from '@mantine/notifications';
import { useState } from 'react';
import { lazyComponent } from '../engine/arrival';

const ToastContainer = lazyComponent(() => import('./ToastContainer'));

/** Mounts the notifications container once anything calls `notifications.show`; it stays mounted from then on. */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? <ToastContainer /> : null;
}
