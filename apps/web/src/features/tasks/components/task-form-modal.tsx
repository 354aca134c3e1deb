import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Switch.css';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Routine } from '@plan-dan/contract';
import { ActionIcon, Alert, Button, Checkbox, Group, Modal, NativeSelect, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { FormError } from '@/components/form-message';
import { LoadFailed } from '@/components/load-failed';
import { Spinner } from '@/components/spinner';
import { PlusIcon, TrashIcon } from '@/components/icons';
import '@/components/modal-styles';
import { PrimaryButton } from '@/components/primary-button';
import { hr } from '@/i18n/hr';
import { hrTaskMedia as m } from '@/i18n/hr-task-media';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { notifySaved } from '@/lib/notify';
import { useCreateTask, type FailedStepMedia } from '../api/create-task';
import { useRoutine } from '../api/get-routine';
import { useUpdateRoutine } from '../api/update-routine';
import { emptyTaskForm, routineToForm, taskFormSchema, toCreateTaskRequest, toUpdateRoutineRequest, type TaskFormValues } from '../schemas';
import { stepMediaError, stepMediaTooLarge } from '../step-media';
import { StepMediaChoice } from './step-media-choice';
import classes from './tasks.module.css';

interface TaskFormModalProps {
  employeeId: number;
  opened: boolean;
  onClose: () => void;
  /** From the calendar: the chosen day is the due date, shown but not editable. */
  fixedDate?: string;
  /** 'Uredi ponavljanje': the routine of the task it was opened from, instead of a new task. */
  routineId?: number | null;
}

const t = hr.tasks;
const topFields = ['taskName', 'description', 'dueDate', 'dueTime', 'endDate', 'weekdays'] as const;
const REPEAT_OPTIONS = (['none', 'daily', 'weekdays', 'custom', 'weekly', 'monthly'] as const).map((value) => ({ value, label: t.repeatOptions[value] }));
const WEEKDAYS = t.weekdayNames.map((name, index) => ({ value: String(index + 1), name }));
/** The server's words for a bad routine, as the form's fields and messages. */
const serverMessages: Record<string, [keyof TaskFormValues, string]> = {
  'repeat.endDate:no_occurrence': ['endDate', t.noOccurrence],
  'repeat.endDate:before_start': ['endDate', t.endBeforeStart],
  'repeat.weekdays:required': ['weekdays', t.daysRequired],
};

/**
 * 'Novi zadatak' in a modal; the form inside starts empty every time the modal opens. With a routine:
 * 'Uredi ponavljanje', the form filled with the routine as it is now.
 */
export function TaskFormModal({ employeeId, opened, onClose, fixedDate, routineId = null }: TaskFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={routineId === null ? t.newTask : t.editTitle}
      size="lg"
      radius="lg"
      closeButtonProps={{ 'aria-label': hr.app.close }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {routineId === null ? (
        <TaskForm employeeId={employeeId} onDone={onClose} fixedDate={fixedDate} />
      ) : (
        <RoutineForm employeeId={employeeId} routineId={routineId} onDone={onClose} />
      )}
    </Modal>
  );
}

/** The routine read afresh, then its form. */
function RoutineForm({ employeeId, routineId, onDone }: { employeeId: number; routineId: number; onDone: () => void }) {
  const routine = useRoutine(employeeId, routineId);
  if (routine.isError) return <LoadFailed onRetry={() => void routine.refetch()} />;
  if (!routine.data) {
    return (
      <div role="status" aria-label={hr.app.loading}>
        <Spinner size={24} />
      </div>
    );
  }
  return <TaskForm key={routine.data.id} employeeId={employeeId} onDone={onDone} routine={routine.data} />;
}

interface TaskFormProps {
  employeeId: number;
  onDone: () => void;
  fixedDate?: string;
  /** Editing this routine rather than making a new task. */
  routine?: Routine;
}

/** The task and its steps, sent in one request. A failed save keeps what was typed. */
function TaskForm({ employeeId, onDone, fixedDate, routine }: TaskFormProps) {
  const createMutation = useCreateTask(employeeId);
  const updateMutation = useUpdateRoutine(employeeId);
  const mutation = routine ? updateMutation : createMutation;
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    setError,
    formState: { errors },
  } = useForm<TaskFormValues>({
    resolver: zodResolver(taskFormSchema),
    defaultValues: routine ? routineToForm(routine) : emptyTaskForm(fixedDate),
    // Checked on submit, then as the manager corrects: no red text while just moving through the form.
    mode: 'onSubmit',
    // The first field on screen in error gets the focus (not the first one registered).
    shouldFocusError: false,
  });
  const steps = useFieldArray({ control, name: 'subtasks' });
  const formId = useId();
  /** A picture or video chosen for a step of a new task (a routine's: for each of its days), by the step's field id. */
  const [media, setMedia] = useState<Record<string, File>>({});
  const [mediaError, setMediaError] = useState<Record<string, string>>({});
  /** Saved, but some files were not: said in place of the form (sending it again would add the task twice). */
  const [failedMedia, setFailedMedia] = useState<FailedStepMedia[]>([]);

  const repeat = useWatch({ control, name: 'repeat' });

  /** A routine the server refused for a reason the form can show at its field. */
  const showServerError = (error: unknown) => {
    if (!isApiError(error)) return;
    Object.entries(error.fields).forEach(([field, code], index) => {
      const known = serverMessages[`${field}:${code}`];
      if (known) setError(known[0], { type: 'server', message: known[1] }, { shouldFocus: index === 0 });
    });
  };

  const onSubmit = (values: TaskFormValues) => {
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
    const request = toCreateTaskRequest(values, employeeId);
    const stepMedia = steps.fields.map((field) => media[field.id]);
    createMutation.mutate(
      { request, media: stepMedia },
      {
        onSuccess: ({ failed }) => {
          notifySaved(t.added(request.taskName));
          if (failed.length > 0) setFailedMedia(failed);
          else onDone();
        },
        onError: showServerError,
      },
    );
  };
  // A refusal shown at its field needs no general message.
  const serverFieldError =
    isApiError(mutation.error) && Object.entries(mutation.error.fields).some(([field, code]) => serverMessages[`${field}:${code}`] !== undefined);

  const onInvalid = (invalid: FieldErrors<TaskFormValues>) => {
    const first = topFields.find((field) => invalid[field]);
    const firstStep = invalid.subtasks ? steps.fields.findIndex((_, index) => invalid.subtasks?.[index]) : -1;
    if (first === 'weekdays') document.getElementById(`${formId}-weekday-1`)?.focus();
    else if (first) setFocus(first);
    else if (firstStep >= 0) setFocus(`subtasks.${firstStep}.description`);
  };

  const chooseMedia = (fieldId: string, file: File | null) => {
    if (!file) return;
    const refused = stepMediaTooLarge(file);
    setMediaError(({ [fieldId]: _, ...rest }) => (refused ? { ...rest, [fieldId]: refused } : rest));
    if (!refused) setMedia((chosen) => ({ ...chosen, [fieldId]: file }));
  };
  const dropMedia = (fieldId: string) => setMedia(({ [fieldId]: _, ...rest }) => rest);

  if (failedMedia.length > 0) {
    return (
      <Stack gap="md">
        <div role="alert" className={classes.mediaNotSaved}>
          <Text fw={650} className={classes.mediaNotSavedTitle}>
            {m.mediaNotSavedTitle}
          </Text>
          {failedMedia.map((failure) => (
            <Text key={failure.step} size="sm">
              {m.mediaNotSaved(failure.step, stepMediaError(failure.error, failure.file))}
            </Text>
          ))}
          <Text size="sm">{m.mediaNotSavedHint}</Text>
        </div>
        <PrimaryButton fullWidth onClick={onDone}>
          {m.mediaNotSavedDone}
        </PrimaryButton>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, onInvalid)}>
      <Stack gap="md">
        {routine ? (
          <Alert color="blue" variant="light">
            {t.editNote}
          </Alert>
        ) : null}
        <TextInput label={t.name} required error={errors.taskName?.message} {...register('taskName')} data-autofocus />
        <Textarea label={t.description} required rows={3} size="md" error={errors.description?.message} {...register('description')} />
        {fixedDate ? <Text fw={500}>{t.deadline(formatDate(fixedDate))}</Text> : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {fixedDate ? null : (
            <TextInput label={t.date} type="date" required error={errors.dueDate?.message} {...register('dueDate')} />
          )}
          <TextInput label={t.time} type="time" required error={errors.dueTime?.message} {...register('dueTime')} />
        </SimpleGrid>
        <Checkbox label={t.isPriority} size="md" {...register('priority')} />

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NativeSelect
            label={t.repeat}
            data={routine ? REPEAT_OPTIONS.filter((option) => option.value !== 'none') : REPEAT_OPTIONS}
            description={repeat === 'monthly' ? t.monthlyHint : undefined}
            {...register('repeat')}
          />
          {repeat === 'none' ? null : (
            <TextInput label={t.repeatEnd} type="date" description={t.repeatEndHint} error={errors.endDate?.message} {...register('endDate')} />
          )}
        </SimpleGrid>
        {repeat === 'custom' ? (
          <fieldset className={classes.fieldset} aria-describedby={errors.weekdays ? `${formId}-weekdays-error` : undefined}>
            <legend className={classes.legend}>{t.repeatDays}</legend>
            <Group gap="md">
              {WEEKDAYS.map((day) => (
                <Checkbox key={day.value} id={`${formId}-weekday-${day.value}`} label={day.name} value={day.value} {...register('weekdays')} />
              ))}
            </Group>
            {errors.weekdays ? (
              <Text id={`${formId}-weekdays-error`} c="red" size="sm" mt="xs">
                {errors.weekdays.message}
              </Text>
            ) : null}
          </fieldset>
        ) : null}

        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{t.steps}</legend>
          <Stack gap="sm">
            {steps.fields.map((field, index) => (
              <div key={field.id} className={classes.stepRow} role="group" aria-label={t.step(index + 1)}>
                <TextInput
                  label={t.step(index + 1)}
                  className={classes.stepInput}
                  error={errors.subtasks?.[index]?.description?.message}
                  {...register(`subtasks.${index}.description`)}
                />
                <Controller
                  control={control}
                  name={`subtasks.${index}.needPhoto`}
                  render={({ field: { value, onChange, ...field } }) => (
                    <Switch
                      {...field}
                      label={t.photoNeeded}
                      className={classes.stepSwitch}
                      checked={value}
                      onChange={(event) => onChange(event.currentTarget.checked)}
                    />
                  )}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  className={classes.stepRemove}
                  aria-label={t.removeStep(String(index + 1))}
                  onClick={() => {
                    dropMedia(field.id);
                    steps.remove(index);
                  }}
                >
                  <TrashIcon size={18} />
                </ActionIcon>
                {routine ? (
                  <RoutineStepPicture picture={field.routineStep === undefined ? null : routine.subtasks[field.routineStep]?.picture} step={index + 1} />
                ) : (
                  <StepMediaChoice
                    file={media[field.id]}
                    forStep={m.mediaForStep(index + 1)}
                    error={mediaError[field.id]}
                    onChoose={(file) => chooseMedia(field.id, file)}
                    onRemove={() => dropMedia(field.id)}
                  />
                )}
              </div>
            ))}
            {repeat !== 'none' && !routine && Object.keys(media).length > 0 ? <Text size="sm">{m.mediaForEveryDay}</Text> : null}
            <Group>
              <Button variant="light" leftSection={<PlusIcon size={18} />} onClick={() => steps.append({ description: '', needPhoto: false })}>
                {t.addStep}
              </Button>
            </Group>
          </Stack>
        </fieldset>

        {mutation.isError && !serverFieldError ? <FormError>{hr.app.genericError}</FormError> : null}
        <PrimaryButton type="submit" fullWidth loading={mutation.isPending}>
          {routine ? t.editSubmit : t.submit}
        </PrimaryButton>
      </Stack>
    </form>
  );
}

/** Editing a routine: the step's picture (which stays with the step wherever it moves), or nothing. */
function RoutineStepPicture({ picture, step }: { picture: Routine['subtasks'][number]['picture'] | undefined; step: number }) {
  if (!picture) return null;
  return (
    <div className={classes.stepMediaLine}>
      {picture.previewURL ? <img className={classes.stepThumb} src={picture.previewURL} alt={m.routineStepPicture(step)} /> : null}
      <Text size="sm">{picture.kind === 'video' ? m.routineStepKeepsVideo : m.routineStepKeepsPicture}</Text>
    </div>
  );
}
