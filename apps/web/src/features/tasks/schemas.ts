import { MAX_DESCRIPTION_LENGTH, MAX_SUBTASK_LENGTH, MAX_SUBTASKS_PER_TASK, MAX_TASK_NAME_LENGTH } from '@plan-dan/contract/constants';
import type { CreateTaskRequest } from '@plan-dan/contract';
import { z } from 'zod';
import { hr } from '@/i18n/hr';
import { isRealIsoDate } from '@/lib/dates';

const t = hr.tasks;
const tooLong = hr.validation.tooLong;

export const stepNameSchema = z.string().trim().min(1, t.stepRequired).max(MAX_SUBTASK_LENGTH, tooLong);

export const taskFormSchema = z.object({
  taskName: z.string().trim().min(1, t.nameRequired).max(MAX_TASK_NAME_LENGTH, tooLong),
  description: z.string().trim().min(1, t.descriptionRequired).max(MAX_DESCRIPTION_LENGTH, tooLong),
  dueDate: z.string().refine(isRealIsoDate, t.dateRequired),
  dueTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, t.timeRequired),
  priority: z.boolean(),
  subtasks: z.array(z.object({ description: stepNameSchema, needPhoto: z.boolean() })).max(MAX_SUBTASKS_PER_TASK),
});
export type TaskFormValues = z.input<typeof taskFormSchema>;

export const emptyTaskForm = (dueDate = ''): TaskFormValues => ({
  taskName: '',
  description: '',
  dueDate,
  dueTime: '',
  priority: false,
  subtasks: [],
});

export function toCreateTaskRequest(values: TaskFormValues, employeeId: number): CreateTaskRequest {
  const parsed = taskFormSchema.parse(values);
  return { ...parsed, child: { id: employeeId } };
}
