import { useState } from 'react';
import { BigButton } from '@/components/big-button';
import { LogoutIcon } from '@/components/icons';
import { hr } from '@/i18n/hr';
import { useEmployee } from '@/lib/employee-context';
import { useManagerNameQuery } from '../api/get-manager-name';
import { LogoutDialog } from '../components/logout-dialog';
import classes from './me-route.module.css';

/**
 * 'Ja': whose phone this is and who their manager is, so that a person who finds it, or a coach, can
 * tell; and the logout, one step away from the bar and asked once more, since coming back needs a new QR code.
 */
export function MeRoute() {
  const employee = useEmployee();
  const managerName = useManagerNameQuery(employee.id).data;
  const [logoutOpen, setLogoutOpen] = useState(false);

  return (
    <>
      <h1 className={classes.title}>{hr.me.title}</h1>
      <p className={classes.fact}>
        <span>{hr.me.phoneOf}</span> <strong className={classes.name}>{`${employee.name} ${employee.surname}`}</strong>
      </p>
      {/* Said only once known: while loading, offline, or from a server without it, the line waits. */}
      {managerName && (
        <p className={classes.fact}>
          <span>{hr.me.manager}</span> <strong className={classes.name}>{managerName}</strong>
        </p>
      )}
      <div className={classes.logout}>
        <BigButton variant="secondary" icon={<LogoutIcon />} onClick={() => setLogoutOpen(true)}>
          {hr.me.logout}
        </BigButton>
      </div>
      <LogoutDialog opened={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </>
  );
}
