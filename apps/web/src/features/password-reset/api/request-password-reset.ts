import { passwordResetRoutes } from '@plan-dan/contract/constants';
import type { PasswordResetRequest } from '@plan-dan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Always accepted (202), whether or not the name belongs to an account: the answer tells nobody which ones exist. */
export function requestPasswordReset(input: PasswordResetRequest): Promise<void> {
  return apiRequest<void>(passwordResetRoutes.request, { method: 'POST', body: input, authenticated: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
