import { ReloadingErrorBoundary } from '@plan-dan/web-common/error-boundary';
import type { ReactNode } from 'react';
import { hr } from '@/i18n/hr';
import { AuthCard } from './auth-card';
import { Brand } from './brand';
import classes from './error-boundary.module.css';
import { PageLoader } from './page-loader';
import { PrimaryButton } from './primary-button';

/**
 * Built only from parts the login route already has: it adds almost nothing to that route's size
 * budget, and it works when no other file can be loaded.
 */
function ErrorPage() {
  return (
    <main className={classes.page}>
      <Brand size="xl" />
      <AuthCard title={hr.app.crashTitle} subtitle={hr.app.crashText}>
        <PrimaryButton fullWidth onClick={() => location.reload()}>
          {hr.app.retry}
        </PrimaryButton>
      </AuthCard>
    </main>
  );
}

export function ErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ReloadingErrorBoundary reloading={<PageLoader />} failed={<ErrorPage />}>
      {children}
    </ReloadingErrorBoundary>
  );
}
