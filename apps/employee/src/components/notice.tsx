import type { ReactNode } from 'react';
import classes from './notice.module.css';

/** A calm boxed message; announced politely, never as an alarm. */
export function Notice({ children, live = true }: { children: ReactNode; live?: boolean }) {
  return (
    <div className={classes.notice} role={live ? 'status' : undefined}>
      {children}
    </div>
  );
}
