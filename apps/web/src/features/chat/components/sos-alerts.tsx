import { webPaths } from '@plan-dan/contract/app-paths';
import { Button } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { AlertIcon } from '@/components/icons';
import { hrChat as t } from '@/i18n/hr-chat';
import { inAppZone } from '@plan-dan/web-common/app-time-zone';
import { useConversations } from '../api/get-conversations';
import { openSosCalls } from '../live-cache';
import classes from './sos-alerts.module.css';

/**
 * An employee's call for help, wherever the manager is in the app, until they open that conversation
 * (opening it marks it read, which clears the SOS). It leads straight there.
 */
export function SosAlerts() {
  const conversations = useConversations();
  const { pathname } = useLocation();
  const calls = openSosCalls(conversations.data).filter((call) => pathname !== webPaths.chat(call.employeeId));
  if (calls.length === 0) return null;
  return (
    <div className={classes.stack}>
      {calls.map((call) => (
        <div key={call.employeeId} role="alert" className={classes.alert}>
          <span className={classes.icon}>
            <AlertIcon size={24} />
          </span>
          <div className={classes.text}>
            <p className={classes.title}>{t.sos.title(call.user.name)}</p>
            <p className={classes.detail}>{t.sos.text(inAppZone(new Date(call.createdAt)).time)}</p>
          </div>
          <Button component={Link} to={webPaths.chat(call.employeeId)} color="red" aria-label={t.sos.openLabel(call.user.name)}>
            {t.sos.open}
          </Button>
        </div>
      ))}
    </div>
  );
}
