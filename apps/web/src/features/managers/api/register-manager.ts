import { managerRoutes } from '@plan-dan/contract/constants';
import type { CreateManagerRequest, ManagerProfile } from '@plan-dan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function registerManager(input: CreateManagerRequest): Promise<ManagerProfile> {
  return apiRequest<ManagerProfile>(managerRoutes.create, { method: 'POST', body: input, authenticated: false });
}

export function useRegisterManager() {
  return useMutation({ mutationFn: registerManager });
}
