import { Checkbox, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { hrTasks } from '@/i18n/hr-tasks';
import { hrDuration } from '@/i18n/hr-task-media';
import { formatDate } from '@/lib/dates';
import type { TaskFormValues } from '../schemas';

const t = hrTasks;

interface TaskDetailsFieldsProps {
  register: UseFormRegister<TaskFormValues>;
  errors: FieldErrors<TaskFormValues>;
  /** From the calendar: the due date, shown instead of its field. */
  fixedDate?: string;
}

/** The task form's name, description, due date and time, expected minutes ('Trajanje'), and priority. */
export function TaskDetailsFields({ register, errors, fixedDate }: TaskDetailsFieldsProps) {
  return (
    <>
      <TextInput label={t.name} required error={errors.taskName?.message} {...register('taskName')} data-autofocus />
      <Textarea label={t.description} required rows={3} size="md" error={errors.description?.message} {...register('description')} />
      {fixedDate ? <Text fw={500}>{t.deadline(formatDate(fixedDate))}</Text> : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {fixedDate ? null : <TextInput label={t.date} type="date" required error={errors.dueDate?.message} {...register('dueDate')} />}
        <TextInput label={t.time} type="time" required error={errors.dueTime?.message} {...register('dueTime')} />
        <TextInput
          label={hrDuration.label}
          description={hrDuration.hint}
          inputMode="numeric"
          autoComplete="off"
          error={errors.durationMinutes?.message}
          {...register('durationMinutes')}
        />
      </SimpleGrid>
      <Checkbox label={t.isPriority} size="md" {...register('priority')} />
    </>
  );
}
