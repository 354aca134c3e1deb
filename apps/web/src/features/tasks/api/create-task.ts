import { taskRoutes } from '@plan-dan/contract/constants';
import type { CreateTaskRequest, Step, Task } from '@plan-dan/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { taskKeys } from './keys';
import { noPictograms, putPictograms, type FailedPictogram, type FormPictograms } from './put-pictograms';
import { setStepVoice } from './put-step-voice';
import { setStepPicture } from './step-picture';

/** The task and its steps in one request (one transaction on the server). */
export function createTask(input: CreateTaskRequest): Promise<Task> {
  return apiRequest<Task>(taskRoutes.create, { method: 'POST', body: input });
}

export interface NewTask {
  request: CreateTaskRequest;
  /** The picture or video chosen in the form for each step, by the step's place in the request. */
  media?: (File | undefined)[];
  /** The voice recorded or loaded in the form for each step, by the step's place in the request. */
  voices?: (File | undefined)[];
  /** The pictograms chosen in the form for the task and its steps. */
  pictograms?: FormPictograms;
}

/** What the task form sent after the task: the files and pictograms that were not saved. */
export interface AfterSave {
  failed: FailedStepMedia[];
  failedPictograms: FailedPictogram[];
}

/** A step whose picture, video or voice could not be saved although the task was. */
export interface FailedStepMedia {
  step: string;
  file: File;
  error: unknown;
  /** The step's voice (not its picture or video). */
  voice?: boolean;
}

/** Each chosen file on its saved step (the steps in the request's order): pictures, then voices; what fails is said. */
export async function putStepFiles(steps: readonly Step[], media: (File | undefined)[], voices: (File | undefined)[]): Promise<FailedStepMedia[]> {
  const failed: FailedStepMedia[] = [];
  const put = async (files: (File | undefined)[], voice: boolean) => {
    for (const [index, file] of files.entries()) {
      const step = steps[index];
      if (!file || !step) continue;
      try {
        await (voice ? setStepVoice({ stepId: step.id, file }) : setStepPicture({ stepId: step.id, file }));
      } catch (error) {
        failed.push({ step: step.description, file, error, ...(voice ? { voice } : {}) });
      }
    }
  };
  await put(media, false);
  await put(voices, true);
  return failed;
}

/**
 * The task first (steps included); then each chosen picture, video or voice on its new step, and the chosen
 * pictograms. One that fails does not undo the task: it is said, so the manager can add it on the card.
 */
export async function createTaskWithMedia({ request, media = [], voices = [], pictograms = noPictograms }: NewTask): Promise<{ task: Task } & AfterSave> {
  const task = await createTask(request);
  let steps: Step[] = [];
  if (media.some(Boolean) || voices.some(Boolean) || pictograms.steps.some((name) => name !== undefined)) {
    try {
      steps = await apiRequest<Step[]>(taskRoutes.stepsOfTask.replace(':taskId', String(task.id)));
    } catch (error) {
      const of = (index: number) => request.subtasks?.[index]?.description ?? '';
      const files = (chosen: (File | undefined)[], voice: boolean) =>
        chosen.flatMap((file, index) => (file ? [{ step: of(index), file, error, ...(voice ? { voice } : {}) }] : []));
      const stepPictograms = pictograms.steps.flatMap((name, index) => (name ? [{ of: of(index), task: false, error }] : []));
      // The task's own pictogram needs no step: it is still sent.
      const taskPictogram = await putPictograms(task, [], { task: pictograms.task, steps: [] });
      return { task, failed: [...files(media, false), ...files(voices, true)], failedPictograms: [...stepPictograms, ...taskPictogram] };
    }
  }
  return { task, failed: await putStepFiles(steps, media, voices), failedPictograms: await putPictograms(task, steps, pictograms) };
}

export function useCreateTask(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTaskWithMedia,
    // The answer has no steps; the lists, the calendar and the statistics are read again (one prefix) and the form closes once it shows.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all(employeeId) }),
  });
}
