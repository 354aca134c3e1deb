import {
  MAX_DESCRIPTION_LENGTH,
  MAX_DURATION_MINUTES,
  MAX_SUBTASK_LENGTH,
  MAX_SUBTASKS_PER_TASK,
  MAX_TASK_NAME_LENGTH,
  MIN_DURATION_MINUTES,
  ROUTINE_KINDS,
  TASK_DIFFICULTIES,
} from '@plan-dan/contract/constants';
import type { CreateTaskRequest, Routine, TaskWithSteps, UpdateRoutineRequest, UpdateTaskRequest } from '@plan-dan/contract';
import { addDays } from '@plan-dan/contract/routine-rules';
import type { ZonedParts } from '@plan-dan/contract/time-zone';
import { z } from 'zod';
import { hr } from '@/i18n/hr';
import { hrTasks } from '@/i18n/hr-tasks';
import { hrDuration } from '@/i18n/hr-task-media';
import { isRealIsoDate } from '@/lib/dates';
import type { FormPictograms } from './api/put-pictograms';

const t = hrTasks;
const tooLong = hr.validation.tooLong;

export const stepNameSchema = z.string().trim().min(1, t.stepRequired).max(MAX_SUBTASK_LENGTH, tooLong);

/**
 * 'Trajanje': whole minutes as typed ('' for none). Kept as text, so a wrong value stays in the field as typed
 * beside its message; turned into a number (or null) only when sent.
 */
export const durationFieldSchema = z
  .string()
  .trim()
  .refine((value) => {
    if (value === '') return true;
    if (!/^\d+$/.test(value)) return false;
    const minutes = Number(value);
    return minutes >= MIN_DURATION_MINUTES && minutes <= MAX_DURATION_MINUTES;
  }, hrDuration.invalid);

/** The field's text as the API's minutes: null for none. */
export const toDurationMinutes = (value: string): number | null => (value.trim() === '' ? null : Number(value.trim()));
/** The API's minutes as the field's text. */
const durationText = (minutes: number | null | undefined) => (minutes == null ? '' : String(minutes));

/** A pictogram the form keeps for the task or a step (sent after the save); null or absent for none. */
const pictogramValue = z.object({ name: z.string(), downloadURL: z.string() }).nullable().optional();

export const taskFormSchema = z
  .object({
    taskName: z.string().trim().min(1, t.nameRequired).max(MAX_TASK_NAME_LENGTH, tooLong),
    description: z.string().trim().min(1, t.descriptionRequired).max(MAX_DESCRIPTION_LENGTH, tooLong),
    dueDate: z.string().refine(isRealIsoDate, t.dateRequired),
    dueTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, t.timeRequired),
    priority: z.boolean(),
    /** 'Težina:': '' for none. */
    difficulty: z.enum(['', ...TASK_DIFFICULTIES]),
    /** 'Trajanje' of the whole task, in minutes ('' for none). */
    durationMinutes: durationFieldSchema,
    subtasks: z
      .array(
        z.object({
          description: stepNameSchema,
          needPhoto: z.boolean(),
          durationMinutes: durationFieldSchema,
          /** Editing a task: the step it is (kept with its state, photo and history); none for a new step. */
          stepId: z.number().int().optional(),
          /** Editing a routine: the step's place in the routine as it was, so its picture goes with it. */
          routineStep: z.number().int().optional(),
          pictogram: pictogramValue,
        }),
      )
      .max(MAX_SUBTASKS_PER_TASK),
    /** 'Ponavljanje': 'none', or how the task repeats. */
    repeat: z.enum(['none', ...ROUTINE_KINDS]),
    /** 'Odabrani dani': ISO weekdays '1' (Monday) … '7' (Sunday). */
    weekdays: z.array(z.string()),
    /** 'Završava': the last day, or '' for none. */
    endDate: z.string().refine((value) => value === '' || isRealIsoDate(value), t.endInvalid),
    /** The task's own pictogram. */
    pictogram: pictogramValue,
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

/** The next full hour after `now` (23:xx: midnight, the next day). */
export function nextFullHour(now: Pick<ZonedParts, 'date' | 'time'>): { date: string; time: string } {
  const hour = Number(now.time.slice(0, 2)) + 1;
  return hour === 24 ? { date: addDays(now.date, 1), time: '00:00' } : { date: now.date, time: `${String(hour).padStart(2, '0')}:00` };
}

/** A new task: today (or the calendar's day) at the next full hour. */
export const emptyTaskForm = (now: Pick<ZonedParts, 'date' | 'time'>, fixedDate?: string): TaskFormValues => {
  const next = nextFullHour(now);
  return {
    taskName: '',
    description: '',
    dueDate: fixedDate ?? next.date,
    dueTime: next.time,
    priority: false,
    difficulty: '',
    durationMinutes: '',
    subtasks: [],
    repeat: 'none',
    weekdays: [],
    endDate: '',
    pictogram: null,
  };
};

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
  const { repeat: _repeat, weekdays: _weekdays, endDate: _endDate, pictogram: _pictogram, subtasks, ...task } = parsed;
  const repeat = repeatOf(parsed);
  return {
    ...task,
    difficulty: task.difficulty === '' ? null : task.difficulty,
    durationMinutes: toDurationMinutes(task.durationMinutes),
    subtasks: subtasks.map((step) => ({ description: step.description, needPhoto: step.needPhoto, durationMinutes: toDurationMinutes(step.durationMinutes) })),
    child: { id: employeeId },
    ...(repeat ? { repeat } : {}),
  };
}

/** The routine's new form (its kind is never 'none': the edit form does not offer it). */
export function toUpdateRoutineRequest(values: TaskFormValues): UpdateRoutineRequest {
  const parsed = taskFormSchema.parse(values);
  const { repeat: _repeat, weekdays: _weekdays, endDate: _endDate, pictogram: _pictogram, subtasks, ...task } = parsed;
  return {
    ...task,
    difficulty: task.difficulty === '' ? null : task.difficulty,
    durationMinutes: toDurationMinutes(task.durationMinutes),
    subtasks: subtasks.map(({ stepId: _stepId, pictogram: _stepPictogram, ...step }) => ({ ...step, durationMinutes: toDurationMinutes(step.durationMinutes) })),
    repeat: repeatOf(parsed) ?? { kind: 'daily' },
  };
}

/** A task's edit: its fields and every step in the form's order, a kept one with its id (PUT /api/v1/task/:id). */
export function toUpdateTaskRequest(values: TaskFormValues): UpdateTaskRequest {
  const parsed = taskFormSchema.parse(values);
  const { repeat: _repeat, weekdays: _weekdays, endDate: _endDate, pictogram: _pictogram, subtasks, ...task } = parsed;
  return {
    ...task,
    difficulty: task.difficulty === '' ? null : task.difficulty,
    durationMinutes: toDurationMinutes(task.durationMinutes),
    subtasks: subtasks.map((step) => ({
      ...(step.stepId === undefined ? {} : { id: step.stepId }),
      description: step.description,
      needPhoto: step.needPhoto,
      durationMinutes: toDurationMinutes(step.durationMinutes),
    })),
  };
}

/** The form filled with the task as it is, each step with its id. */
export function taskToForm(task: TaskWithSteps): TaskFormValues {
  return {
    taskName: task.taskName,
    description: task.description,
    dueDate: task.dueDate,
    dueTime: task.dueTime,
    priority: task.priority,
    difficulty: task.difficulty ?? '',
    durationMinutes: durationText(task.durationMinutes),
    subtasks: task.subtasks.map((step) => ({
      stepId: step.id,
      description: step.description,
      needPhoto: step.needPhoto,
      durationMinutes: durationText(step.durationMinutes),
      pictogram: step.pictogram,
    })),
    repeat: 'none',
    weekdays: [],
    endDate: '',
    pictogram: task.pictogram,
  };
}

/** The edit form filled with the routine as it is. */
export function routineToForm(routine: Routine): TaskFormValues {
  return {
    taskName: routine.taskName,
    description: routine.description,
    dueDate: routine.startDate,
    dueTime: routine.dueTime,
    priority: routine.priority,
    difficulty: routine.difficulty ?? '',
    durationMinutes: durationText(routine.durationMinutes),
    subtasks: routine.subtasks.map((step, place) => ({
      description: step.description,
      needPhoto: step.needPhoto,
      durationMinutes: durationText(step.durationMinutes),
      routineStep: place,
    })),
    repeat: routine.kind,
    weekdays: routine.weekdays.map(String),
    endDate: routine.endDate ?? '',
  };
}

/**
 * The pictograms to send after the save: a new task's chosen ones; an edit's only those changed from the task
 * as it was (null: removed). Steps in the form's order, as the save answers them.
 */
export function toFormPictograms(values: TaskFormValues, before?: TaskWithSteps): FormPictograms {
  const name = (pictogram: TaskFormValues['pictogram']) => pictogram?.name ?? null;
  const changed = (now: string | null, was: string | null) => (now === was ? undefined : now);
  const keptStep = (stepId: number | undefined) => (stepId === undefined ? undefined : before?.subtasks.find((step) => step.id === stepId));
  return {
    task: changed(name(values.pictogram), before?.pictogram?.name ?? null),
    steps: values.subtasks.map((step) => changed(name(step.pictogram), keptStep(step.stepId)?.pictogram?.name ?? null)),
  };
}
