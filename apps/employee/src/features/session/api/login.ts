import { phoneRoutes } from '@plan-dan/contract/constants';
import type { LoggedInEmployee } from '@plan-dan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

export function loginWithEmail(email: string, password: string): Promise<LoggedInEmployee> {
  return apiRequest<LoggedInEmployee>(phoneRoutes.login, { method: 'POST', body: { email, password }, authenticated: false });
}

export function useEmailLogin() {
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => loginWithEmail(email, password),
    onSuccess: (employee) => saveSession(employee),
  });
}
