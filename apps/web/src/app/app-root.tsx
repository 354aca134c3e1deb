import { StrictMode, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { AppProviders } from './providers';

/** Everything around the router, the same in the browser and at build time, so hydration finds the same tree. */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders>
        <ErrorBoundary>{children}</ErrorBoundary>
      </AppProviders>
    </StrictMode>
  );
}
