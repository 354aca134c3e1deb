import type { Pictogram } from '@plan-dan/contract';
import { ActionIcon, Button, Switch, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { PlusIcon } from '@/components/icons';
import { hr } from '@/i18n/hr';
import { hrTasks } from '@/i18n/hr-tasks';
import { hrPictograms as p } from '@/i18n/hr-pictograms';
import { hrDuration, hrTaskMedia as m } from '@/i18n/hr-task-media';
import { isApiError } from '@/lib/api-client';
import { notifySaved } from '@/lib/notify';
import { useCreateStep } from '../api/create-step';
import { durationFieldSchema, stepNameSchema, toDurationMinutes } from '../schemas';
import { isVideoFile, stepMediaError, stepMediaTooLarge } from '../step-media';
import { StepMediaChoice } from './step-media-choice';
import type { PictogramChoiceSlot } from './task-card';
import classes from './tasks.module.css';

const t = hrTasks;

/** The id of a card's 'Naziv' field, where the focus goes after one of its steps was deleted. */
export const stepNameInputId = (taskId: number) => `step-name-${taskId}`;

/** A step saved whose file or pictogram was not: which, why, and how to add it still. */
interface MediaNotSaved {
  text: string;
  hint: string;
}

/**
 * The card's own step form: 'Naziv', 'Trajanje', 'Potrebna slika', 'Slika ili video' or 'Piktogram' (given by the
 * app shell), add. A blank name and a file too large are refused before anything is sent; a failed step keeps
 * what was typed and the chosen file or pictogram.
 */
export function AddStepForm({ taskId, employeeId, PictogramChoice }: { taskId: number; employeeId: number; PictogramChoice?: PictogramChoiceSlot }) {
  const createMutation = useCreateStep(employeeId);
  const [name, setName] = useState('');
  const [needPhoto, setNeedPhoto] = useState(false);
  /** 'Trajanje' as typed; a wrong one stays, with its message. */
  const [duration, setDuration] = useState('');
  const [durationError, setDurationError] = useState<string | null>(null);
  const [file, setFile] = useState<File | undefined>();
  const [fileError, setFileError] = useState<string | null>(null);
  const [pictogram, setPictogram] = useState<Pictogram | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Said beside the form until the next step or 'U redu': the step is on the card, its file is not. */
  const [notSaved, setNotSaved] = useState<MediaNotSaved | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const durationRef = useRef<HTMLInputElement>(null);

  const chooseFile = (chosen: File | null) => {
    if (!chosen) return;
    const refused = stepMediaTooLarge(chosen);
    setFileError(refused);
    if (refused) return;
    setFile(chosen);
    // A step has a picture or a pictogram, never both.
    setPictogram(null);
  };
  const choosePictogram = (chosen: Pictogram | null) => {
    setPictogram(chosen);
    if (chosen) setFile(undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (createMutation.isPending) return;
    const parsed = stepNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t.stepRequired);
      inputRef.current?.focus();
      return;
    }
    if (!durationFieldSchema.safeParse(duration).success) {
      setDurationError(hrDuration.invalid);
      durationRef.current?.focus();
      return;
    }
    setNotSaved(null);
    createMutation.mutate(
      { input: { description: parsed.data, needPhoto, durationMinutes: toDurationMinutes(duration), task: { id: taskId } }, file, pictogram: pictogram?.name },
      {
        onSuccess: ({ step, mediaError, pictogramError }) => {
          notifySaved(t.stepAdded(step.description));
          if (file && mediaError !== undefined) {
            const video = isVideoFile(file);
            setNotSaved({ text: m.stepMediaNotSaved(step.description, file.name, video, stepMediaError(mediaError, file)), hint: m.stepMediaNotSavedHint(video) });
          }
          if (pictogramError !== undefined) setNotSaved({ text: p.newStepNotSaved(step.description), hint: p.formNotSavedHint });
          setName('');
          setNeedPhoto(false);
          setDuration('');
          setDurationError(null);
          setFile(undefined);
          setFileError(null);
          setPictogram(null);
          setError(null);
          inputRef.current?.focus();
        },
        onError: (refusal) =>
          isApiError(refusal) && refusal.fields.durationMinutes ? setDurationError(hrDuration.invalid) : setError(hr.app.genericError),
      },
    );
  };

  return (
    <form noValidate className={classes.addStep} onSubmit={onSubmit}>
      <TextInput
        ref={inputRef}
        id={stepNameInputId(taskId)}
        size="sm"
        label={t.stepName}
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          if (error) setError(null);
        }}
        error={error}
        autoComplete="off"
        rightSectionWidth={40}
        rightSectionPointerEvents="all"
        rightSection={
          <ActionIcon type="submit" size="md" variant="filled" aria-label={t.addStep} loading={createMutation.isPending}>
            <PlusIcon size={16} />
          </ActionIcon>
        }
      />
      <TextInput
        ref={durationRef}
        size="sm"
        label={hrDuration.label}
        className={classes.addStepDuration}
        inputMode="numeric"
        autoComplete="off"
        value={duration}
        onChange={(event) => {
          setDuration(event.currentTarget.value);
          if (durationError) setDurationError(null);
        }}
        error={durationError}
      />
      <Switch
        size="sm"
        label={t.photoNeeded}
        checked={needPhoto}
        onChange={(event) => setNeedPhoto(event.currentTarget.checked)}
      />
      <StepMediaChoice
        file={file}
        forStep={m.mediaForNewStep}
        error={fileError}
        onChoose={chooseFile}
        onRemove={() => setFile(undefined)}
        // What is being sent stays as it is until the step and its file are saved.
        disabled={createMutation.isPending}
        beside={
          PictogramChoice ? <PictogramChoice value={pictogram} onChange={choosePictogram} labels={p.formNewStep} disabled={createMutation.isPending} /> : null
        }
      />
      {notSaved ? (
        <div role="alert" className={`${classes.mediaNotSaved} ${classes.stepMediaNotSaved}`}>
          <Text size="sm" className={classes.mediaNotSavedTitle}>
            {notSaved.text}
          </Text>
          <Text size="sm">{notSaved.hint}</Text>
          <Button
            size="compact-sm"
            variant="subtle"
            className={classes.stepMediaNotSavedDone}
            onClick={() => {
              setNotSaved(null);
              inputRef.current?.focus();
            }}
          >
            {m.mediaNotSavedDone}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
