import { employeeRoutes } from '@plan-dan/contract/constants';
import type { Employee } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storeUpdatedEmployee } from './update-employee';

export interface SetEmailLoginInput {
  id: number;
  allowed: boolean;
}

/** Blocking leaves the phone only the QR code, and the server logs the employee's phones out. */
export function setEmailLogin({ id, allowed }: SetEmailLoginInput): Promise<Employee> {
  return apiRequest<Employee>(employeeRoutes.setEmailLogin.replace(':id', String(id)), { method: 'PUT', body: { allowed } });
}

export function useSetEmailLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEmailLogin,
    onSuccess: (updated) => storeUpdatedEmployee(queryClient, updated),
  });
}
