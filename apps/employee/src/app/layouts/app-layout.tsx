import { useEffect, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { BookIcon, LogoutIcon, ProgressIcon, TasksIcon } from '@/components/icons';
import { OfflineNotice } from '@/components/offline-notice';
import { useLiveTasks } from '@/features/tasks/api/get-tasks';
import { hr } from '@/i18n/hr';
import { useEmployee } from '@/lib/employee-context';
import { inAppZone } from '@plan-dan/web-common/app-time-zone';
import { useNow } from '@plan-dan/web-common/use-now';
import { longDate } from '@/lib/dates';
import { LogoutDialog } from '../logout-dialog';
import classes from './app-layout.module.css';

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  end?: boolean;
}

// The chat joins this list when the server offers it.
const NAV_ITEMS: NavItem[] = [
  { to: '/', label: hr.nav.tasks, icon: <TasksIcon />, end: true },
  { to: '/napredak', label: hr.nav.progress, icon: <ProgressIcon /> },
  { to: '/upute', label: hr.nav.materials, icon: <BookIcon /> },
];

/** The logged-in screens: today's date on top, the screen, and the large bottom navigation. */
export function AppLayout() {
  const [logoutOpen, setLogoutOpen] = useState(false);
  useLiveTasks(useEmployee().id);
  const today = inAppZone(useNow()).date;
  const { pathname } = useLocation();
  // A new screen starts at its top: at large sizes the navigation sits at the end of a long page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

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
