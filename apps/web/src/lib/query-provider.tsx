import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * React-query for the screens that use it (the logged-in shell, registration). It is not mounted
 * at the root so that the login route does not load it; every mount shares the one client.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
