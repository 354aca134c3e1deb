import type { Routine } from '@plan-dan/contract';
import { ActionIcon, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Controller, type Control, type FieldErrors, type UseFieldArrayReturn, type UseFormRegister } from 'react-hook-form';
import { PlusIcon, TrashIcon } from '@/components/icons';
import { hr } from '@/i18n/hr';
import { hrTaskMedia as m } from '@/i18n/hr-task-media';
import type { TaskFormValues } from '../schemas';
import { StepMediaChoice } from './step-media-choice';
import classes from './tasks.module.css';
import type { StepMedia } from './use-step-media';

const t = hr.tasks;

interface TaskStepsFieldsetProps {
  steps: UseFieldArrayReturn<TaskFormValues, 'subtasks'>;
  register: UseFormRegister<TaskFormValues>;
  control: Control<TaskFormValues>;
  errors: FieldErrors<TaskFormValues>;
  /** Editing this routine: each step shows the picture it keeps instead of a file to choose. */
  routine?: Routine;
  media: StepMedia;
  repeats: boolean;
}

/** The task form's steps: each one's name, whether it needs a photo, its picture or video, and removing it. */
export function TaskStepsFieldset({ steps, register, control, errors, routine, media, repeats }: TaskStepsFieldsetProps) {
  return (
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
              render={({ field: { value, onChange, ...switchField } }) => (
                <Switch
                  {...switchField}
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
                media.drop(field.id);
                steps.remove(index);
              }}
            >
              <TrashIcon size={18} />
            </ActionIcon>
            {routine ? (
              <RoutineStepPicture picture={field.routineStep === undefined ? null : routine.subtasks[field.routineStep]?.picture} step={index + 1} />
            ) : (
              <StepMediaChoice
                file={media.files[field.id]}
                forStep={m.mediaForStep(index + 1)}
                error={media.errors[field.id]}
                onChoose={(file) => media.choose(field.id, file)}
                onRemove={() => media.drop(field.id)}
              />
            )}
          </div>
        ))}
        {repeats && !routine && Object.keys(media.files).length > 0 ? <Text size="sm">{m.mediaForEveryDay}</Text> : null}
        <Group>
          <Button variant="light" leftSection={<PlusIcon size={18} />} onClick={() => steps.append({ description: '', needPhoto: false })}>
            {t.addStep}
          </Button>
        </Group>
      </Stack>
    </fieldset>
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
