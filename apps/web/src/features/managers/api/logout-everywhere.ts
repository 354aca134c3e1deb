import { sessionRoutes } from '@plan-dan/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

/** Every session of the manager ends on the server, this one included. */
export function logoutEverywhere(): Promise<void> {
  return apiRequest<void>(sessionRoutes.logoutEverywhere, { method: 'POST' });
}

export function useLogoutEverywhere() {
  return useMutation({
    mutationFn: logoutEverywhere,
    // This token no longer works either: forgetting it shows /login, here and in the other tabs.
    onSuccess: () => clearSession(),
  });
}
