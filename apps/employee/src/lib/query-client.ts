import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { onSessionEnded } from './session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change on a second try; a dropped connection on a phone often does.
      retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      // Coming back to the app shows the manager's latest decisions and new tasks.
      refetchOnWindowFocus: true,
      refetchOnReconnect: true,
    },
    mutations: { retry: false },
  },
});

// React Query assumes it starts online: an app opened without a connection would fail its requests,
// and never hear the connection "come back" to fetch them again. Told the truth, it waits for it.
onlineManager.setOnline(navigator.onLine);

// The next person on this phone must not see this one's cached data.
onSessionEnded(() => queryClient.clear());
