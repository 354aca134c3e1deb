import { passwordResetRoutes } from '@plan-dan/contract/constants';
import type { PasswordResetConfirm } from '@plan-dan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Sets the new password with the link's token; the server ends every session of the manager. */
export function confirmPasswordReset(input: PasswordResetConfirm): Promise<void> {
  return apiRequest<void>(passwordResetRoutes.confirm, { method: 'POST', body: input, authenticated: false });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
