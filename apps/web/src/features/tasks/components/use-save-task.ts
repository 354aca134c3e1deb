import type { Routine, TaskWithSteps } from '@plan-dan/contract';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { hr } from '@/i18n/hr';
import { hrTasks } from '@/i18n/hr-tasks';
import { hrDuration, hrTaskDay as d } from '@/i18n/hr-task-media';
import { isApiError } from '@/lib/api-client';
import { notifySaved } from '@/lib/notify';
import { useCreateTask, type AfterSave } from '../api/create-task';
import { useUpdateRoutine } from '../api/update-routine';
import { useUpdateTask } from '../api/update-task';
import { toCreateTaskRequest, toFormPictograms, toUpdateRoutineRequest, toUpdateTaskRequest, type TaskFormValues } from '../schemas';

const t = hrTasks;
/** The server's words for a bad routine, as the form's fields and messages. */
const serverMessages: Record<string, [keyof TaskFormValues, string]> = {
  'repeat.endDate:no_occurrence': ['endDate', t.noOccurrence],
  'repeat.endDate:before_start': ['endDate', t.endBeforeStart],
  'repeat.weekdays:required': ['weekdays', t.daysRequired],
};
/** Any other refusal at a field the form has: said beside that field. */
const formFields = new Set<string>(['taskName', 'description', 'dueDate', 'dueTime', 'difficulty']);

/** The form's field for a refused field ('subtasks.1.description' too), and what to say there. */
export function fieldOfRefusal(field: string, code: string): [string, string] | null {
  const known = serverMessages[`${field}:${code}`];
  if (known) return known;
  if (field === 'durationMinutes' || /^subtasks\.\d+\.durationMinutes$/.test(field)) return [field, hrDuration.invalid];
  if (formFields.has(field)) return [field, code === 'too_long' ? hr.validation.tooLong : d.fieldRefused];
  if (/^subtasks\.\d+\.description$/.test(field)) return [field, code === 'too_long' ? hr.validation.tooLong : d.fieldRefused];
  return null;
}

interface SaveTaskOptions {
  employeeId: number;
  /** Saving changes to this routine rather than a new task. */
  routine?: Routine;
  /** Saving changes to this task (PUT, steps kept by id). */
  task?: TaskWithSteps;
  setError: UseFormSetError<TaskFormValues>;
  onDone: () => void;
}

/**
 * Sends the task form: a new task with its steps' files, or a routine's changes. A refusal the form can show
 * goes to its field; a failed save keeps what was typed.
 */
export function useSaveTask({ employeeId, routine, task, setError, onDone }: SaveTaskOptions) {
  const createMutation = useCreateTask(employeeId);
  const updateMutation = useUpdateRoutine(employeeId);
  const taskMutation = useUpdateTask(employeeId);
  const mutation = routine ? updateMutation : task ? taskMutation : createMutation;
  /** Saved, but some files or pictograms were not: said in place of the form (sending it again would add the task twice). */
  const [notSaved, setNotSaved] = useState<AfterSave>({ failed: [], failedPictograms: [] });
  const afterSave = (after: AfterSave) => {
    if (after.failed.length > 0 || after.failedPictograms.length > 0) setNotSaved(after);
    else onDone();
  };

  const showServerError = (error: unknown) => {
    if (!isApiError(error)) return;
    Object.entries(error.fields).forEach(([field, code], index) => {
      const known = fieldOfRefusal(field, code);
      // The paths are the form's own ('subtasks.1.description' included).
      if (known) setError(known[0] as keyof TaskFormValues, { type: 'server', message: known[1] }, { shouldFocus: index === 0 });
    });
  };

  /**
   * stepMedia, stepVoices: the picture or video and the voice chosen for each step, in the steps' order (a routine's
   * steps and a task's kept steps keep theirs). The pictograms chosen are in the values.
   */
  const save = (values: TaskFormValues, stepMedia: (File | undefined)[], stepVoices: (File | undefined)[]) => {
    if (routine) {
      const request = toUpdateRoutineRequest(values);
      updateMutation.mutate(
        { id: routine.id, input: request },
        {
          onSuccess: () => {
            notifySaved(t.edited(request.taskName));
            onDone();
          },
          onError: showServerError,
        },
      );
      return;
    }
    if (task) {
      const request = toUpdateTaskRequest(values);
      taskMutation.mutate(
        { id: task.id, input: request, media: stepMedia, voices: stepVoices, pictograms: toFormPictograms(values, task) },
        {
          onSuccess: (after) => {
            notifySaved(d.taskEdited(request.taskName));
            afterSave(after);
          },
          onError: showServerError,
        },
      );
      return;
    }
    const request = toCreateTaskRequest(values, employeeId);
    createMutation.mutate(
      { request, media: stepMedia, voices: stepVoices, pictograms: toFormPictograms(values) },
      {
        onSuccess: (after) => {
          notifySaved(t.added(request.taskName));
          afterSave(after);
        },
        onError: showServerError,
      },
    );
  };

  // A refusal shown at its field needs no general message.
  const shownAtField = isApiError(mutation.error) && Object.entries(mutation.error.fields).some(([field, code]) => fieldOfRefusal(field, code) !== null);
  const gone = isApiError(mutation.error) && mutation.error.status === 404;

  return { save, pending: mutation.isPending, generalError: mutation.isError && !shownAtField, gone, notSaved };
}
