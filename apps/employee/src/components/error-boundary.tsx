import { ReloadingErrorBoundary } from '@plan-dan/web-common/error-boundary';
import type { ReactNode } from 'react';
import { hr } from '@/i18n/hr';
import { BigButton } from './big-button';
import classes from './error-boundary.module.css';
import { Loading } from './query-state';

interface ErrorBoundaryProps {
  children: ReactNode;
  /**
   * Rendered with the error screen to put the employee's look back: the screen that failed took it with
   * it. The app shell passes it in (the look is a feature, and shared code imports none).
   */
  look?: ReactNode;
}

/** Calm as the rest of the phone app: a plain message in the employee's look, one large button. */
function ErrorScreen({ look }: { look: ReactNode }) {
  return (
    <main className={classes.page}>
      {look}
      <h1>{hr.app.crashTitle}</h1>
      <p>{hr.app.crashText}</p>
      <BigButton block onClick={() => location.reload()}>
        {hr.app.retry}
      </BigButton>
    </main>
  );
}

export function ErrorBoundary({ children, look = null }: ErrorBoundaryProps) {
  return (
    <ReloadingErrorBoundary reloading={<Loading />} failed={<ErrorScreen look={look} />}>
      {children}
    </ReloadingErrorBoundary>
  );
}
