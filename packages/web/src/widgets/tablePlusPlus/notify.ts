import { notifications, type NotificationData } from '@mantine/notifications';

/** A notification whose close button has a name, so that screen readers can say what it does. */
export function notify(notification: NotificationData): void {
  notifications.show({ closeButtonProps: { 'aria-label': 'Close notification' }, ...notification });
}
