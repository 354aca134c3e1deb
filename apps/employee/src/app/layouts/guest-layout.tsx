import type { ReactNode } from 'react';
import { OfflineNotice } from '@/components/offline-notice';
import { GuestLookStyles } from '@/features/look/look-styles';
import { hr } from '@/i18n/hr';
import classes from './guest-layout.module.css';

function Logo() {
  // Calm coloured dots, a nod to the original's logo.
  return (
    <svg className={classes.logo} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="12" cy="14" r="6" fill="#4f84c2" />
      <circle cx="28" cy="10" r="5" fill="#f2b544" />
      <circle cx="38" cy="24" r="6" fill="#6dc98d" />
      <circle cx="20" cy="30" r="7" fill="#e58fb1" />
      <circle cx="34" cy="40" r="4" fill="#4f84c2" />
    </svg>
  );
}

/** The screens before login: the name of the app on top, the content below. */
export function GuestLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.shell}>
      <GuestLookStyles />
      <header className={classes.header}>
        <Logo />
        <p className={classes.name}>{hr.app.name}</p>
        <OfflineNotice />
      </header>
      <main className={classes.main}>{children}</main>
    </div>
  );
}
