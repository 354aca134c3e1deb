import { zodResolver } from '@hookform/resolvers/zod';
import type { Routine, TaskWithSteps } from '@plan-dan/contract';
import { inAppZone } from '@plan-dan/web-common/app-time-zone';
import { Alert, Stack } from '@mantine/core';
import { useId } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { FormError } from '@/components/form-message';
import { PrimaryButton } from '@/components/primary-button';
import { hr } from '@/i18n/hr';
import { hrTasks } from '@/i18n/hr-tasks';
import { hrPictograms as p } from '@/i18n/hr-pictograms';
import { hrTaskDay as d } from '@/i18n/hr-task-media';
import { emptyTaskForm, routineToForm, taskFormSchema, taskToForm, type TaskFormValues } from '../schemas';
import { MediaNotSaved } from './media-not-saved';
import type { PictogramChoiceSlot } from './task-card';
import { TaskDetailsFields } from './task-details-fields';
import { TaskDifficultyField } from './task-difficulty-field';
import { TaskRepeatFields, weekdayInputId } from './task-repeat-fields';
import { TaskStepsFieldset } from './task-steps-fieldset';
import { useSaveTask } from './use-save-task';
import { useStepMedia } from './use-step-media';
import { useStepVoices } from './use-step-voices';

const t = hrTasks;
const topFields = ['taskName', 'description', 'dueDate', 'dueTime', 'durationMinutes', 'endDate', 'weekdays'] as const;

interface TaskFormProps {
  employeeId: number;
  onDone: () => void;
  fixedDate?: string;
  /** Editing this routine rather than making a new task. */
  routine?: Routine;
  /** Editing this one task (not a routine's): its fields and steps, kept steps by id. */
  task?: TaskWithSteps;
  /** Given by the app shell: 'Piktogram' for the task and its steps, sent after the save. */
  PictogramChoice?: PictogramChoiceSlot;
}

function initialValues(routine: Routine | undefined, task: TaskWithSteps | undefined, fixedDate: string | undefined): TaskFormValues {
  if (routine) return routineToForm(routine);
  if (task) return taskToForm(task);
  return emptyTaskForm(inAppZone(), fixedDate);
}

/** The task and its steps, sent in one request. A failed save keeps what was typed. */
export function TaskForm({ employeeId, onDone, fixedDate, routine, task, PictogramChoice }: TaskFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    setError,
    setValue,
    formState: { errors },
  } = useForm<TaskFormValues>({
    resolver: zodResolver(taskFormSchema),
    defaultValues: initialValues(routine, task, fixedDate),
    // Checked on submit, then as the manager corrects: no red text while just moving through the form.
    mode: 'onSubmit',
    // The first field on screen in error gets the focus (not the first one registered).
    shouldFocusError: false,
  });
  const steps = useFieldArray({ control, name: 'subtasks' });
  const formId = useId();
  const media = useStepMedia();
  const voices = useStepVoices();
  const repeat = useWatch({ control, name: 'repeat' });
  const { save, pending, generalError, gone, notSaved } = useSaveTask({ employeeId, routine, task, setError, onDone });

  const onInvalid = (invalid: FieldErrors<TaskFormValues>) => {
    const first = topFields.find((field) => invalid[field]);
    const firstStep = invalid.subtasks ? steps.fields.findIndex((_, index) => invalid.subtasks?.[index]) : -1;
    if (first === 'weekdays') document.getElementById(weekdayInputId(formId, 1))?.focus();
    else if (first) setFocus(first);
    else if (firstStep >= 0) setFocus(invalid.subtasks?.[firstStep]?.description ? `subtasks.${firstStep}.description` : `subtasks.${firstStep}.durationMinutes`);
    else if (invalid.difficulty) setFocus('difficulty');
  };
  const onValid = (values: TaskFormValues) =>
    save(
      values,
      steps.fields.map((field) => media.files[field.id]),
      steps.fields.map((field) => voices.files[field.id]),
    );

  if (notSaved.failed.length > 0 || notSaved.failedPictograms.length > 0) return <MediaNotSaved {...notSaved} onDone={onDone} />;

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
      <Stack gap="md">
        {routine ? (
          <Alert color="blue" variant="light">
            {t.editNote}
          </Alert>
        ) : null}
        {task ? (
          <Alert color="blue" variant="light">
            {d.editTaskNote}
          </Alert>
        ) : null}
        <TaskDetailsFields register={register} errors={errors} fixedDate={fixedDate} />
        {PictogramChoice && !routine ? (
          <Controller
            control={control}
            name="pictogram"
            render={({ field }) => <PictogramChoice value={field.value ?? null} onChange={field.onChange} labels={p.formTask} />}
          />
        ) : null}
        <TaskDifficultyField register={register} />
        {task ? null : <TaskRepeatFields register={register} errors={errors} repeat={repeat} forRoutine={routine !== undefined} formId={formId} />}
        <TaskStepsFieldset
          steps={steps}
          register={register}
          control={control}
          errors={errors}
          routine={routine}
          task={task}
          formId={formId}
          media={media}
          voices={voices}
          repeats={repeat !== 'none'}
          setValue={setValue}
          PictogramChoice={routine ? undefined : PictogramChoice}
        />
        {generalError ? <FormError>{gone ? d.taskGone : hr.app.genericError}</FormError> : null}
        <PrimaryButton type="submit" fullWidth loading={pending}>
          {routine || task ? t.editSubmit : t.submit}
        </PrimaryButton>
      </Stack>
    </form>
  );
}
