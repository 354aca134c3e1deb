import { useState, type ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { LogoutIcon, ProgressIcon, TasksIcon } from '@/components/icons';
import { OfflineNotice } from '@/components/offline-notice';
import { useLiveTasks } from '@/features/tasks/api/get-tasks';
import { hr } from '@/i18n/hr';
import { useEmployee } from '@/lib/employee-context';
import { longDate, zonedParts } from '@/lib/dates';
import { useNow } from '@/lib/use-now';
import { LogoutDialog } from '../logout-dialog';
import classes from './app-layout.module.css';

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  end?: boolean;
}

// 'Upute' and the chat join this list when the server offers them.
const NAV_ITEMS: NavItem[] = [
  { to: '/', label: hr.nav.tasks, icon: <TasksIcon />, end: true },
  { to: '/napredak', label: hr.nav.progress, icon: <ProgressIcon /> },
];

/** The logged-in screens: today's date on top, the screen, and the large bottom navigation. */
export function AppLayout() {
  const [logoutOpen, setLogoutOpen] = useState(false);
  useLiveTasks(useEmployee().id);
  const today = zonedParts(useNow()).date;

  return (
    <div className={classes.shell}>
      {/* No <header> landmark: Mantine's dialog brings its own, and two banners confuse screen readers. */}
      <main className={classes.main}>
        <p className={classes.date}>{longDate(today)}</p>
        <OfflineNotice />
        <Outlet />
      </main>
      <nav className={classes.nav} aria-label={hr.nav.label}>
        <ul className={classes.navList}>
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={classes.navItem}>
                {item.icon}
                <span>{item.label}</span>
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" className={classes.navItem} onClick={() => setLogoutOpen(true)}>
              <LogoutIcon />
              <span>{hr.nav.logout}</span>
            </button>
          </li>
        </ul>
      </nav>
      <LogoutDialog opened={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </div>
  );
}
