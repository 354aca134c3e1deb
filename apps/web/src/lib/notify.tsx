import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { CheckIcon } from '@/components/icons';
import classes from './notify.module.css';

// Only the screens behind the login import this module: the notifications library stays out of the
// login route and its size budget.

/** Long enough to read a short sentence, short enough not to linger. */
const SHOWN_MS = 4000;

/**
 * Where confirmations appear; mounted once, in the logged-in layout. At the top, over the page's title and the
 * phone's header bar: the fields a person reads (a form's, the calendar link's at the foot of Kalendar, the chat's
 * box) are below the title, so a toast never covers them (bottom-right covered the calendar link).
 */
export function NotificationsHost() {
  // After a logout nothing from the last session may show up again at the next login.
  useEffect(() => () => notifications.clean(), []);
  return <Notifications position="top-center" containerWidth={440} autoClose={SHOWN_MS} limit={3} />;
}

/**
 * A short confirmation that a save went through, announced politely (role status); it closes by
 * itself. Failures are not toasts: they stay on screen beside what failed until handled.
 */
export function notifySaved(message: string): void {
  notifications.show({
    message,
    role: 'status',
    color: 'green',
    icon: <CheckIcon size={18} />,
    withCloseButton: false,
    classNames: { root: classes.toast, description: classes.text },
  });
}
