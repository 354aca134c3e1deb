import { employeeRoutes } from '@plan-dan/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface SetEmployeePasswordInput {
  id: number;
  password: string;
}

/** A new password for the employee's e-mail login; the server logs the employee's phones out. */
export function setEmployeePassword({ id, password }: SetEmployeePasswordInput): Promise<void> {
  return apiRequest<void>(employeeRoutes.setPassword.replace(':id', String(id)), { method: 'PUT', body: { password } });
}

export function useSetEmployeePassword() {
  return useMutation({ mutationFn: setEmployeePassword });
}
