import {
  MAX_DESCRIPTION_LENGTH,
  MAX_SUBTASK_LENGTH,
  MAX_SUBTASKS_PER_TASK,
  MAX_TASK_NAME_LENGTH,
  ROUTINE_KINDS,
} from '@plan-dan/contract/constants';
import type { CreateTaskRequest, Routine, UpdateRoutineRequest } from '@plan-dan/contract';
import { z } from 'zod';
import { hr } from '@/i18n/hr';
import { isRealIsoDate } from '@/lib/dates';

const t = hr.tasks;
const tooLong = hr.validation.tooLong;

export const stepNameSchema = z.string().trim().min(1, t.stepRequired).max(MAX_SUBTASK_LENGTH, tooLong);

export const taskFormSchema = z
  .object({
    taskName: z.string().trim().min(1, t.nameRequired).max(MAX_TASK_NAME_LENGTH, tooLong),
    description: z.string().trim().min(1, t.descriptionRequired).max(MAX_DESCRIPTION_LENGTH, tooLong),
    dueDate: z.string().refine(isRealIsoDate, t.dateRequired),
    dueTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, t.timeRequired),
    priority: z.boolean(),
    subtasks: z
      .array(
        z.object({
          description: stepNameSchema,
          needPhoto: z.boolean(),
          /** Editing a routine: the step's place in the routine as it was, so its picture goes with it. */
          routineStep: z.number().int().optional(),
        }),
      )
      .max(MAX_SUBTASKS_PER_TASK),
    /** 'Ponavljanje': 'none', or how the task repeats. */
    repeat: z.enum(['none', ...ROUTINE_KINDS]),
    /** 'Odabrani dani': ISO weekdays '1' (Monday) … '7' (Sunday). */
    weekdays: z.array(z.string()),
    /** 'Završava': the last day, or '' for none. */
    endDate: z.string().refine((value) => value === '' || isRealIsoDate(value), t.endInvalid),
  })
  .superRefine((values, context) => {
    if (values.repeat === 'custom' && values.weekdays.length === 0) {
      context.addIssue({ code: 'custom', message: t.daysRequired, path: ['weekdays'] });
    }
    if (values.repeat !== 'none' && isRealIsoDate(values.endDate) && isRealIsoDate(values.dueDate) && values.endDate < values.dueDate) {
      context.addIssue({ code: 'custom', message: t.endBeforeStart, path: ['endDate'] });
    }
  });
export type TaskFormValues = z.input<typeof taskFormSchema>;

export const emptyTaskForm = (dueDate = ''): TaskFormValues => ({
  taskName: '',
  description: '',
  dueDate,
  dueTime: '',
  priority: false,
  subtasks: [],
  repeat: 'none',
  weekdays: [],
  endDate: '',
});

function repeatOf(values: z.output<typeof taskFormSchema>) {
  if (values.repeat === 'none') return null;
  return {
    kind: values.repeat,
    weekdays: values.repeat === 'custom' ? values.weekdays.map(Number).sort((a, b) => a - b) : [],
    endDate: values.endDate === '' ? null : values.endDate,
  };
}

export function toCreateTaskRequest(values: TaskFormValues, employeeId: number): CreateTaskRequest {
  const parsed = taskFormSchema.parse(values);
  const { repeat: _repeat, weekdays: _weekdays, endDate: _endDate, subtasks, ...task } = parsed;
  const repeat = repeatOf(parsed);
  return {
    ...task,
    subtasks: subtasks.map((step) => ({ description: step.description, needPhoto: step.needPhoto })),
    child: { id: employeeId },
    ...(repeat ? { repeat } : {}),
  };
}

/** The routine's new form (its kind is never 'none': the edit form does not offer it). */
export function toUpdateRoutineRequest(values: TaskFormValues): UpdateRoutineRequest {
  const parsed = taskFormSchema.parse(values);
  const { repeat: _repeat, weekdays: _weekdays, endDate: _endDate, ...task } = parsed;
  return { ...task, repeat: repeatOf(parsed) ?? { kind: 'daily' } };
}

/** The edit form filled with the routine as it is. */
export function routineToForm(routine: Routine): TaskFormValues {
  return {
    taskName: routine.taskName,
    description: routine.description,
    dueDate: routine.startDate,
    dueTime: routine.dueTime,
    priority: routine.priority,
    subtasks: routine.subtasks.map((step, place) => ({ description: step.description, needPhoto: step.needPhoto, routineStep: place })),
    repeat: routine.kind,
    weekdays: routine.weekdays.map(String),
    endDate: routine.endDate ?? '',
  };
}
