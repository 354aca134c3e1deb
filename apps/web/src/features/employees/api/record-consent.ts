import { employeeRoutes } from '@plan-dan/contract/constants';
import type { Employee } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storeUpdatedEmployee } from './update-employee';

/** Records that the owner has consent to keep the person's data (an employee added without it); answers the employee. */
export function recordConsent(id: number): Promise<Employee> {
  return apiRequest<Employee>(employeeRoutes.recordConsent.replace(':id', String(id)), { method: 'PUT', body: { consentGiven: true } });
}

export function useRecordConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordConsent,
    onSuccess: (updated) => storeUpdatedEmployee(queryClient, updated),
  });
}
