import { materialRoutes } from '@plan-dan/contract/constants';
import type { Material } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { materialKeys } from './keys';

/** Deletes the material with its file and preview. */
export function deleteMaterial(id: number): Promise<void> {
  return apiRequest<void>(materialRoutes.remove.replace(':id', String(id)), { method: 'DELETE' });
}

export function useDeleteMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaterial,
    onSuccess: (_, id) => {
      queryClient.setQueryData<Material[]>(materialKeys.list, (list) => list?.filter((material) => material.id !== id));
    },
  });
}
