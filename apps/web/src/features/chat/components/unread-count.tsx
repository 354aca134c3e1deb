import { VisuallyHidden } from '@mantine/core';
import { hrChat as t } from '@/i18n/hr-chat';
import { useConversations } from '../api/get-conversations';
import { totalUnread } from '../live-cache';
import classes from './sos-alerts.module.css';

/** The sidebar's count of unread messages beside 'Razgovori'; screen readers hear it as words. */
export function UnreadCount() {
  const conversations = useConversations();
  const count = totalUnread(conversations.data);
  if (count === 0) return null;
  return (
    <span className={classes.count}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>{t.unread(count)}</VisuallyHidden>
    </span>
  );
}
