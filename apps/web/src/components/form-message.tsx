import type { ReactNode } from 'react';
import classes from './form-message.module.css';

// A plain element rather than Mantine's Alert: it is on the login route, which has a size budget.

/** A failure the manager must notice; screen readers announce it at once. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={classes.message} data-tone="error">
      {children}
    </div>
  );
}

/** A calm confirmation (saved, sent); announced politely. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={classes.message} data-tone="success">
      {children}
    </div>
  );
}
