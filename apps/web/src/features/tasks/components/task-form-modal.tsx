import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Switch.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { FormError } from '@/components/form-message';
import { PlusIcon, TrashIcon } from '@/components/icons';
import '@/components/modal-styles';
import { PrimaryButton } from '@/components/primary-button';
import { hr } from '@/i18n/hr';
import { formatDate } from '@/lib/dates';
import { notifySaved } from '@/lib/notify';
import { useCreateTask } from '../api/create-task';
import { emptyTaskForm, taskFormSchema, toCreateTaskRequest, type TaskFormValues } from '../schemas';
import classes from './tasks.module.css';

interface TaskFormModalProps {
  employeeId: number;
  opened: boolean;
  onClose: () => void;
  /** From the calendar: the chosen day is the due date, shown but not editable. */
  fixedDate?: string;
}

const t = hr.tasks;
const topFields = ['taskName', 'description', 'dueDate', 'dueTime'] as const;

/** 'Novi zadatak' in a modal; the form inside starts empty every time the modal opens. */
export function TaskFormModal({ employeeId, opened, onClose, fixedDate }: TaskFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t.newTask}
      size="lg"
      radius="lg"
      closeButtonProps={{ 'aria-label': hr.app.close }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <TaskForm employeeId={employeeId} onDone={onClose} fixedDate={fixedDate} />
    </Modal>
  );
}

/** The task and its steps, sent in one request. A failed save keeps what was typed. */
function TaskForm({ employeeId, onDone, fixedDate }: { employeeId: number; onDone: () => void; fixedDate?: string }) {
  const createMutation = useCreateTask(employeeId);
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<TaskFormValues>({
    resolver: zodResolver(taskFormSchema),
    defaultValues: emptyTaskForm(fixedDate),
    // Checked on submit, then as the manager corrects: no red text while just moving through the form.
    mode: 'onSubmit',
    // The first field on screen in error gets the focus (not the first one registered).
    shouldFocusError: false,
  });
  const steps = useFieldArray({ control, name: 'subtasks' });

  const onSubmit = (values: TaskFormValues) => {
    const request = toCreateTaskRequest(values, employeeId);
    createMutation.mutate(request, {
      onSuccess: () => {
        notifySaved(t.added(request.taskName));
        onDone();
      },
    });
  };

  const onInvalid = (invalid: FieldErrors<TaskFormValues>) => {
    const first = topFields.find((field) => invalid[field]);
    const firstStep = invalid.subtasks ? steps.fields.findIndex((_, index) => invalid.subtasks?.[index]) : -1;
    if (first) setFocus(first);
    else if (firstStep >= 0) setFocus(`subtasks.${firstStep}.description`);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, onInvalid)}>
      <Stack gap="md">
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
                  onClick={() => steps.remove(index)}
                >
                  <TrashIcon size={18} />
                </ActionIcon>
              </div>
            ))}
            <Group>
              <Button variant="light" leftSection={<PlusIcon size={18} />} onClick={() => steps.append({ description: '', needPhoto: false })}>
                {t.addStep}
              </Button>
            </Group>
          </Stack>
        </fieldset>

        {createMutation.isError ? <FormError>{hr.app.genericError}</FormError> : null}
        <PrimaryButton type="submit" fullWidth loading={createMutation.isPending}>
          {t.submit}
        </PrimaryButton>
      </Stack>
    </form>
  );
}
