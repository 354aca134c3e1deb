import { managerRoutes } from '@plan-dan/contract/constants';
import type { ChangePasswordRequest } from '@plan-dan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface ChangePasswordInput extends ChangePasswordRequest {
  managerId: number;
}

/** The server ends the manager's other sessions; this one (its token) keeps working. */
export function changePassword({ managerId, ...body }: ChangePasswordInput): Promise<void> {
  return apiRequest<void>(managerRoutes.changePassword.replace(':id', String(managerId)), { method: 'PUT', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
