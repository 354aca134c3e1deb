import type { Routine, TaskWithSteps } from '@plan-dan/contract';
import { stepState } from '@plan-dan/contract/task-rules';
import { ActionIcon, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Controller, useWatch, type Control, type FieldErrors, type UseFieldArrayReturn, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { ChevronIcon, PlusIcon, TrashIcon } from '@/components/icons';
import { hrTasks } from '@/i18n/hr-tasks';
import { hrPictograms as p } from '@/i18n/hr-pictograms';
import { hrDuration, hrStepVoice as v, hrTaskDay as d, hrTaskMedia as m } from '@/i18n/hr-task-media';
import type { TaskFormValues } from '../schemas';
import { StepMediaChoice } from './step-media-choice';
import { StepVoiceControl } from './step-voice-control';
import type { PictogramChoiceSlot } from './task-card';
import classes from './tasks.module.css';
import type { StepMedia } from './use-step-media';
import type { StepVoices } from './use-step-voices';

const t = hrTasks;

interface TaskStepsFieldsetProps {
  steps: UseFieldArrayReturn<TaskFormValues, 'subtasks'>;
  register: UseFormRegister<TaskFormValues>;
  control: Control<TaskFormValues>;
  errors: FieldErrors<TaskFormValues>;
  /** Editing this routine: each step shows the picture it keeps instead of a file to choose. */
  routine?: Routine;
  /** Editing this task: a kept step shows its state and picture (they stay with it; changed on the card); a new step may get one here. */
  task?: TaskWithSteps;
  /** The form's id, for the move buttons' ids (the focus follows a moved step). */
  formId: string;
  media: StepMedia;
  /** The voice recorded or loaded for each new step, sent after the task is saved. */
  voices: StepVoices;
  repeats: boolean;
  setValue: UseFormSetValue<TaskFormValues>;
  /** Given by the app shell: 'Piktogram' for each step of a new task or a task's edit (not a routine's). */
  PictogramChoice?: PictogramChoiceSlot;
}

const moveId = (formId: string, fieldId: string, direction: 'up' | 'down') => `${formId}-${fieldId}-${direction}`;

/** The task form's steps: each one's name, whether it needs a photo, its picture or video, and removing it. */
export function TaskStepsFieldset(props: TaskStepsFieldsetProps) {
  const { steps, register, control, errors, routine, task, formId, media, voices, repeats, setValue, PictogramChoice } = props;
  const count = steps.fields.length;
  /** Up or down one place; the focus stays on the moved step's button (the other one at either end). */
  const move = (index: number, fieldId: string, by: -1 | 1) => {
    steps.move(index, index + by);
    const to = index + by;
    const keep = by === -1 ? (to === 0 ? 'down' : 'up') : to === count - 1 ? 'up' : 'down';
    requestAnimationFrame(() => document.getElementById(moveId(formId, fieldId, keep))?.focus());
  };
  /** The step's 'Piktogram'; choosing one takes back a picture or video chosen for it (a step has one or the other). */
  const pictogramChoice = (index: number, fieldId: string) =>
    PictogramChoice ? (
      <Controller
        control={control}
        name={`subtasks.${index}.pictogram`}
        render={({ field: { value, onChange } }) => (
          <PictogramChoice
            value={value ?? null}
            labels={p.formStep(index + 1)}
            onChange={(pictogram) => {
              onChange(pictogram);
              if (pictogram) media.drop(fieldId);
            }}
          />
        )}
      />
    ) : null;
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
            <TextInput
              label={hrDuration.label}
              className={classes.stepDuration}
              inputMode="numeric"
              autoComplete="off"
              error={errors.subtasks?.[index]?.durationMinutes?.message}
              {...register(`subtasks.${index}.durationMinutes`)}
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
                voices.drop(field.id);
                steps.remove(index);
              }}
            >
              <TrashIcon size={18} />
            </ActionIcon>
            <div className={classes.stepMove}>
              <ActionIcon
                id={moveId(formId, field.id, 'up')}
                variant="default"
                size="lg"
                disabled={index === 0}
                aria-label={d.moveUp(index + 1)}
                onClick={() => move(index, field.id, -1)}
              >
                <span className={classes.chevronUp}>
                  <ChevronIcon direction="left" />
                </span>
              </ActionIcon>
              <ActionIcon
                id={moveId(formId, field.id, 'down')}
                variant="default"
                size="lg"
                disabled={index === count - 1}
                aria-label={d.moveDown(index + 1)}
                onClick={() => move(index, field.id, 1)}
              >
                <span className={classes.chevronDown}>
                  <ChevronIcon direction="left" />
                </span>
              </ActionIcon>
            </div>
            {task && field.stepId !== undefined ? (
              <>
                <KeptStep step={task.subtasks.find((step) => step.id === field.stepId)} control={control} index={index} />
                <div className={classes.stepMediaLine}>{pictogramChoice(index, field.id)}</div>
              </>
            ) : routine ? (
              <RoutineStepPicture kept={field.routineStep === undefined ? undefined : routine.subtasks[field.routineStep]} step={index + 1} />
            ) : (
              <>
                <StepMediaChoice
                  file={media.files[field.id]}
                  forStep={m.mediaForStep(index + 1)}
                  error={media.errors[field.id]}
                  onChoose={(file) => {
                    if (media.choose(field.id, file)) setValue(`subtasks.${index}.pictogram`, null);
                  }}
                  onRemove={() => media.drop(field.id)}
                  beside={pictogramChoice(index, field.id)}
                />
                <StepVoiceControl
                  forStep={v.forStepNumber(index + 1)}
                  voice={voices.files[field.id] ?? null}
                  error={voices.errors[field.id]}
                  onVoice={(file) => voices.choose(field.id, file)}
                  onRemove={() => voices.drop(field.id)}
                />
              </>
            )}
          </div>
        ))}
        {repeats && !routine && Object.keys(media.files).length > 0 ? <Text size="sm">{m.mediaForEveryDay}</Text> : null}
        <Group>
          <Button variant="light" leftSection={<PlusIcon size={18} />} onClick={() => steps.append({ description: '', needPhoto: false, durationMinutes: '', pictogram: null })}>
            {t.addStep}
          </Button>
        </Group>
      </Stack>
    </fieldset>
  );
}

/**
 * Editing a task: a kept step's state and picture, which stay with it wherever it moves. A pictogram chosen for it
 * here replaces its picture once saved (a step has one or the other), so the picture is no longer said to stay.
 */
function KeptStep({ step, control, index }: { step: TaskWithSteps['subtasks'][number] | undefined; control: Control<TaskFormValues>; index: number }) {
  const pictogram = useWatch({ control, name: `subtasks.${index}.pictogram` });
  if (!step) return null;
  const state = d.stepKept[stepState(step)];
  const picture = pictogram ? null : step.picture;
  if (!state && !picture && !step.voice) return null;
  return (
    <div className={classes.stepMediaLine}>
      {picture?.previewURL ? <img className={classes.stepThumb} src={picture.previewURL} alt="" /> : null}
      <Text size="sm">
        {[state, picture ? (picture.kind === 'video' ? d.stepKeepsVideo : d.stepKeepsPicture) : '', step.voice ? v.keeps : ''].filter(Boolean).join(' · ')}
      </Text>
    </div>
  );
}

/** Editing a routine: the step's picture and voice (which stay with the step wherever it moves), or nothing. */
function RoutineStepPicture({ kept, step }: { kept: Routine['subtasks'][number] | undefined; step: number }) {
  const picture = kept?.picture;
  if (!picture && !kept?.voice) return null;
  return (
    <div className={classes.stepMediaLine}>
      {picture?.previewURL ? <img className={classes.stepThumb} src={picture.previewURL} alt={m.routineStepPicture(step)} /> : null}
      {picture ? <Text size="sm">{picture.kind === 'video' ? m.routineStepKeepsVideo : m.routineStepKeepsPicture}</Text> : null}
      {kept?.voice ? <Text size="sm">{v.keeps}</Text> : null}
    </div>
  );
}
