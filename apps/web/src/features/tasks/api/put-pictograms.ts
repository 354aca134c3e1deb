import { pictogramRoutes } from '@plan-dan/contract/pictograms';
import type { Step } from '@plan-dan/contract';
import { apiRequest } from '@/lib/api-client';

/**
 * The pictograms a task form sends after its save: a symbol's name to set, null to remove, undefined to leave
 * as it is (a new task's: only those chosen; an edit's: only those changed). Steps by their place in the form.
 */
export interface FormPictograms {
  task?: string | null;
  steps: (string | null | undefined)[];
}

export const noPictograms: FormPictograms = { steps: [] };

/** A pictogram chosen in the form that was not saved although its task was: whose (a step's text, or the task's name). */
export interface FailedPictogram {
  of: string;
  task: boolean;
  error: unknown;
}

const pathOf = (kind: 'step' | 'task', id: number) => pictogramRoutes[kind].replace(':id', String(id));

/** PUT `{ name }` on a saved step: answers the step with it (its picture, if it had one, is gone). */
export const putStepPictogram = (stepId: number, name: string) => apiRequest<Step>(pathOf('step', stepId), { method: 'PUT', body: { name } });

async function setPictogram(kind: 'step' | 'task', id: number, name: string | null) {
  const path = pathOf(kind, id);
  await (name === null ? apiRequest<unknown>(path, { method: 'DELETE' }) : apiRequest<unknown>(path, { method: 'PUT', body: { name } }));
}

/**
 * Each chosen pictogram on its saved step (the steps in the form's order), then the task's; what fails is said,
 * not undone. A routine's first day passes them on to the routine, so its other days get them (the server's rule).
 */
export async function putPictograms(task: { id: number; taskName: string }, steps: readonly Step[], chosen: FormPictograms): Promise<FailedPictogram[]> {
  const failed: FailedPictogram[] = [];
  for (const [index, name] of chosen.steps.entries()) {
    const step = steps[index];
    if (name === undefined || !step) continue;
    try {
      await setPictogram('step', step.id, name);
    } catch (error) {
      failed.push({ of: step.description, task: false, error });
    }
  }
  if (chosen.task !== undefined) {
    try {
      await setPictogram('task', task.id, chosen.task);
    } catch (error) {
      failed.push({ of: task.taskName, task: true, error });
    }
  }
  return failed;
}
