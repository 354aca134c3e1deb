import { ReloadingErrorBoundary } from '@plan-dan/web-common/error-boundary';
import type { ReactNode } from 'react';
import { readStoredLook } from '@/features/look/api/get-settings';
import { useApplyLook } from '@/features/look/look-styles';
import { hr } from '@/i18n/hr';
import { readSession } from '@/lib/session';
import { BigButton } from './big-button';
import classes from './error-boundary.module.css';
import { Loading } from './query-state';

/** The screen that failed took the employee's look with it; the last one stored brings it back. */
function StoredLook() {
  const employee = readSession();
  useApplyLook(employee ? readStoredLook(employee.id) : undefined);
  return null;
}

/** Calm as the rest of the phone app: a plain message in the employee's look, one large button. */
function ErrorScreen() {
  return (
    <main className={classes.page}>
      <StoredLook />
      <h1>{hr.app.crashTitle}</h1>
      <p>{hr.app.crashText}</p>
      <BigButton block onClick={() => location.reload()}>
        {hr.app.retry}
      </BigButton>
    </main>
  );
}

export function ErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ReloadingErrorBoundary reloading={<Loading />} failed={<ErrorScreen />}>
      {children}
    </ReloadingErrorBoundary>
  );
}
