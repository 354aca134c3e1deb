import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { onSessionCleared } from './session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change on a second try; a dropped connection might.
      retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

// The next manager on this browser must not see this one's cached data.
onSessionCleared(() => queryClient.clear());
