import type { Step } from '@plan-dan/contract';
import { taskRoutes } from '@plan-dan/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, authorizationHeader, toApiError } from '@/lib/api-client';
import { captureFirstFrame } from '@/lib/video-poster';
import { putStep } from '../task-model';
import { updateTaskLists } from './update-lists';

const pathOf = (stepId: number) => taskRoutes.stepPicture.replace(':id', String(stepId));
const posterPathOf = (stepId: number) => taskRoutes.stepPicturePoster.replace(':id', String(stepId));

/** The body is the file itself, not JSON, so this is a call beside apiRequest; errors read the same way. */
export async function putFile(path: string, file: Blob): Promise<Step> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'PUT',
      headers: { ...authorizationHeader(), Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw new ApiError(0, 'network_error', 'The server could not be reached');
  }
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
  return (await response.json()) as Step;
}

/**
 * The step's picture or short video. For a video, this browser draws its first frame (the server
 * decodes no video) and sends it as the poster; without one the card shows a video tile, so a
 * poster that fails is no error.
 */
export async function setStepPicture({ stepId, file }: { stepId: number; file: File }): Promise<Step> {
  // Drawn while the video uploads; the server decides from the bytes whether it is one.
  const frame = file.type.startsWith('video/') ? captureFirstFrame(file) : undefined;
  const step = await putFile(pathOf(stepId), file);
  if (step.picture?.kind !== 'video') return step;
  const poster = await (frame ?? captureFirstFrame(file));
  if (!poster) return step;
  return putFile(posterPathOf(stepId), poster).catch(() => step);
}

export function removeStepPicture(stepId: number): Promise<void> {
  return apiRequest<void>(pathOf(stepId), { method: 'DELETE' });
}

export function useSetStepPicture(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStepPicture,
    onSuccess: (step) => updateTaskLists(queryClient, employeeId, (tasks) => putStep(tasks, step)),
  });
}

export function useRemoveStepPicture(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStepPicture,
    onSuccess: (_, stepId) =>
      updateTaskLists(queryClient, employeeId, (tasks) =>
        tasks.map((task) =>
          task.subtasks.some((s) => s.id === stepId)
            ? { ...task, subtasks: task.subtasks.map((s) => (s.id === stepId ? { ...s, picture: null } : s)) }
            : task,
        ),
      ),
  });
}
