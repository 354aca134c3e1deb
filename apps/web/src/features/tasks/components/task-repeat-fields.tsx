import { Checkbox, Group, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { hrTasks } from '@/i18n/hr-tasks';
import type { TaskFormValues } from '../schemas';
import classes from './tasks.module.css';

const t = hrTasks;
const REPEAT_OPTIONS = (['none', 'daily', 'weekdays', 'custom', 'weekly', 'monthly'] as const).map((value) => ({ value, label: t.repeatOptions[value] }));
const WEEKDAYS = t.weekdayNames.map((name, index) => ({ value: String(index + 1), name }));

/** The id of a weekday's checkbox (1 is Monday) in the form with this id. */
export const weekdayInputId = (formId: string, day: number | string) => `${formId}-weekday-${day}`;

interface TaskRepeatFieldsProps {
  register: UseFormRegister<TaskFormValues>;
  errors: FieldErrors<TaskFormValues>;
  repeat: TaskFormValues['repeat'];
  /** A routine always repeats: 'none' is not offered. */
  forRoutine: boolean;
  formId: string;
}

/** How the task repeats, until when, and on which days when the manager picks them. */
export function TaskRepeatFields({ register, errors, repeat, forRoutine, formId }: TaskRepeatFieldsProps) {
  const weekdaysErrorId = `${formId}-weekdays-error`;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NativeSelect
          label={t.repeat}
          data={forRoutine ? REPEAT_OPTIONS.filter((option) => option.value !== 'none') : REPEAT_OPTIONS}
          description={repeat === 'monthly' ? t.monthlyHint : undefined}
          {...register('repeat')}
        />
        {repeat === 'none' ? null : (
          <TextInput label={t.repeatEnd} type="date" description={t.repeatEndHint} error={errors.endDate?.message} {...register('endDate')} />
        )}
      </SimpleGrid>
      {repeat === 'custom' ? (
        <fieldset className={classes.fieldset} aria-describedby={errors.weekdays ? weekdaysErrorId : undefined}>
          <legend className={classes.legend}>{t.repeatDays}</legend>
          <Group gap="md">
            {WEEKDAYS.map((day) => (
              <Checkbox key={day.value} id={weekdayInputId(formId, day.value)} label={day.name} value={day.value} {...register('weekdays')} />
            ))}
          </Group>
          {errors.weekdays ? (
            <Text id={weekdaysErrorId} c="red" size="sm" mt="xs">
              {errors.weekdays.message}
            </Text>
          ) : null}
        </fieldset>
      ) : null}
    </>
  );
}
