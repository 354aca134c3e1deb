import type { Material, Step } from '@plan-dan/contract';
import { materialRoutes, STEP_PICTURE_TYPES, taskRoutes } from '@plan-dan/contract/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { putStep } from '../task-model';
import { updateTaskLists } from './update-lists';

/** Only while the chooser is open; the signed preview links last longer than that. */
const FRESH_MS = 5 * 60 * 1000;

/** The manager's instruction materials a step can take as its picture (JPEG, PNG, WebP), newest first. */
export function usePictureMaterials(enabled: boolean) {
  return useQuery({
    queryKey: ['tasks', 'picture-materials'],
    queryFn: ({ signal }) => apiRequest<Material[]>(materialRoutes.list, { signal }),
    select: (materials) => materials.filter((material) => (STEP_PICTURE_TYPES as readonly string[]).includes(material.contentType)),
    staleTime: FRESH_MS,
    enabled,
  });
}

export function setStepPictureFromMaterial({ stepId, materialId }: { stepId: number; materialId: number }): Promise<Step> {
  return apiRequest<Step>(taskRoutes.stepPictureFromMaterial.replace(':id', String(stepId)), { method: 'PUT', body: { materialId } });
}

export function useSetStepPictureFromMaterial(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStepPictureFromMaterial,
    onSuccess: (step) => updateTaskLists(queryClient, employeeId, (tasks) => putStep(tasks, step)),
  });
}
