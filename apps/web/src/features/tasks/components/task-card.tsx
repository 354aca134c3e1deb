import type { Step, TaskWithSteps } from '@plan-dan/contract';
import { stepState } from '@plan-dan/contract/task-rules';
import { ActionIcon, Button, FileButton, VisuallyHidden } from '@mantine/core';
import { memo, useId, useState, type MouseEvent } from 'react';
import { CheckIcon, CloseIcon, EditIcon, HourglassIcon, PlayIcon, RepeatIcon, TrashIcon } from '@/components/icons';
import { hr } from '@/i18n/hr';
import { formatDate } from '@/lib/dates';
import { notifySaved } from '@/lib/notify';
import { useRemoveStepPicture, useSetStepPicture } from '../api/step-picture';
import { describeRoutine } from '../routine-text';
import { STEP_MEDIA_ACCEPT, stepMediaError, stepMediaTooLarge } from '../step-media';
import { rejectionNote, truncateStep } from '../task-model';
import { AddStepForm } from './add-step-form';
import { MaterialPictureChooser } from './material-picture-chooser';
import classes from './tasks.module.css';

const t = hr.tasks;

interface TaskCardProps {
  task: TaskWithSteps;
  employeeId: number;
  /** Not finished and past its deadline (due date and time in the app's zone). */
  late: boolean;
  /** The priority list cuts long steps to 100 characters. */
  shortSteps: boolean;
  onDelete: (task: TaskWithSteps) => void;
  /** A routine's task: 'Uredi' opens the routine's form. */
  onEditRoutine: (task: TaskWithSteps) => void;
  /** Asks before deleting the step, as for a task. */
  onDeleteStep: (step: Step) => void;
  onReview: (taskId: number) => void;
}

function StepIcon({ step }: { step: Step }) {
  const state = stepState(step);
  return (
    <span className={classes.stepIcon} data-state={state} aria-hidden="true">
      {state === 'done' ? (
        <CheckIcon size={16} />
      ) : state === 'waiting' ? (
        <HourglassIcon size={16} />
      ) : (
        <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}>
          <circle cx="12" cy="12" r="8" />
        </svg>
      )}
    </span>
  );
}

const stateNote: Partial<Record<ReturnType<typeof stepState>, string>> = {
  done: t.done,
  waiting: t.waiting,
};



/** The card's small picture: the picture's preview, or the video's poster with a play mark (a tile when it has none). */
function StepThumbnail({ step, picture }: { step: Step; picture: NonNullable<Step['picture']> }) {
  // Answers stored before videos came have no kind: they are pictures.
  if (picture.kind !== 'video') {
    return <img className={classes.stepThumb} src={picture.previewURL ?? picture.downloadURL} alt={t.pictureOf(step.description)} />;
  }
  // Opens the video itself in a new tab, where the manager can watch it as the phone will.
  return (
    <a className={classes.stepVideoThumb} href={picture.downloadURL} target="_blank" rel="noopener noreferrer">
      {picture.previewURL ? (
        <img className={classes.stepThumb} src={picture.previewURL} alt={t.videoOf(step.description)} />
      ) : (
        <span className={classes.stepThumb} role="img" aria-label={t.videoOf(step.description)} />
      )}
      <span className={classes.stepPlayMark} aria-hidden="true">
        <PlayIcon size={14} />
      </span>
    </a>
  );
}

/**
 * The step's picture or short video for employees who read little: a thumbnail, 'Dodaj sliku ili video'
 * (the phone's file picker offers the camera too) and removing it.
 */
function StepPicture({ step, employeeId }: { step: Step; employeeId: number }) {
  const setMutation = useSetStepPicture(employeeId);
  const removeMutation = useRemoveStepPicture(employeeId);
  const [error, setError] = useState<string | null>(null);
  const busy = setMutation.isPending || removeMutation.isPending;
  const video = step.picture?.kind === 'video';
  const choose = (file: File | null) => {
    if (!file) return;
    const refused = stepMediaTooLarge(file);
    setError(refused);
    if (refused) return;
    setMutation.mutate(
      { stepId: step.id, file },
      {
        onSuccess: (saved) => notifySaved(saved.picture?.kind === 'video' ? t.videoSaved(step.description) : t.pictureSaved(step.description)),
        onError: (e) => setError(stepMediaError(e, file)),
      },
    );
  };
  const changeLabel = step.picture ? (video ? t.changeVideo : t.changePicture) : t.addPicture;
  return (
    <>
      {step.picture ? <StepThumbnail step={step} picture={step.picture} /> : null}
      <FileButton onChange={choose} accept={STEP_MEDIA_ACCEPT}>
        {(props) => (
          // The name says which step (starting with the visible words); as a label, not text, so a cut step stays cut.
          <Button
            {...props}
            size="compact-xs"
            variant="subtle"
            loading={setMutation.isPending}
            disabled={busy}
            aria-label={`${changeLabel} ${t.pictureFor(step.description)}`}
          >
            {changeLabel}
          </Button>
        )}
      </FileButton>
      <MaterialPictureChooser step={step} employeeId={employeeId} disabled={busy} />
      {step.picture ? (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={video ? t.removeVideo(step.description) : t.removePicture(step.description)}
          disabled={busy}
          onClick={() =>
            removeMutation.mutate(step.id, {
              onSuccess: () => notifySaved(video ? t.videoRemoved(step.description) : t.pictureRemoved(step.description)),
              onError: () => setError(hr.app.genericError),
            })
          }
        >
          <CloseIcon size={16} />
        </ActionIcon>
      ) : null}
      {error ? (
        <span role="alert" className={classes.stepError}>
          {error}
        </span>
      ) : null}
    </>
  );
}

function StepItem({
  step,
  employeeId,
  shortSteps,
  onDelete,
}: {
  step: Step;
  employeeId: number;
  shortSteps: boolean;
  onDelete: (step: Step) => void;
}) {
  const text = shortSteps ? truncateStep(step.description) : step.description;
  const state = stepState(step);
  const note = stateNote[state];
  const rejected = rejectionNote(step);
  return (
    <li className={classes.step}>
      <StepIcon step={step} />
      <span className={classes.stepText} title={text === step.description ? undefined : step.description}>
        {text}
        {step.needPhoto ? <span className={classes.note}> {t.needPhoto}</span> : null}
        {note ? <VisuallyHidden> ({note})</VisuallyHidden> : null}
        {rejected ? <span className={classes.note}> · {rejected}</span> : null}
      </span>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t.removeStep(step.description)}
        onClick={() => onDelete(step)}
      >
        <TrashIcon size={16} />
      </ActionIcon>
      {/* A line of its own under the step's text, so the text keeps the card's width. */}
      <div className={classes.stepMedia}>
        <StepPicture step={step} employeeId={employeeId} />
      </div>
    </li>
  );
}

/** Clicks on the card's buttons and fields do their own thing; anywhere else opens the review. */
const isOwnControl = (event: MouseEvent) => (event.target as Element).closest('button, a, input, label, textarea, form') !== null;

/**
 * One task: due date and time (bold red when late), name, description, steps, delete, and the
 * inline step form. A task with a photo waiting opens the review from its badge or anywhere on the card.
 */
export const TaskCard = memo(function TaskCard({ task, employeeId, late, shortSteps, onDelete, onEditRoutine, onDeleteStep, onReview }: TaskCardProps) {
  const titleId = useId();
  const reviewable = task.pendingReview;
  return (
    <article
      className={classes.card}
      aria-labelledby={titleId}
      data-priority={task.priority || undefined}
      data-done={task.done || undefined}
      data-reviewable={reviewable || undefined}
      onClick={reviewable ? (event) => !isOwnControl(event) && onReview(task.id) : undefined}
    >
      <div className={classes.cardTop}>
        <span className={classes.date} data-overdue={late || undefined}>
          <time dateTime={`${task.dueDate}T${task.dueTime}`}>
            {formatDate(task.dueDate)} {task.dueTime}
          </time>
          {late ? <VisuallyHidden> ({t.late})</VisuallyHidden> : null}
        </span>
        <ActionIcon variant="subtle" color="red" size="lg" aria-label={t.remove(task.taskName)} onClick={() => onDelete(task)}>
          <TrashIcon size={18} />
        </ActionIcon>
      </div>
      {reviewable || task.done ? (
        <div className={classes.badges}>
          {reviewable ? (
            <button type="button" className={classes.waiting} onClick={() => onReview(task.id)}>
              <HourglassIcon size={16} />
              {t.waiting}
            </button>
          ) : null}
          {task.done ? (
            <span className={classes.doneBadge}>
              <CheckIcon size={16} />
              {t.done}
            </span>
          ) : null}
        </div>
      ) : null}
      <h3 id={titleId} className={classes.title}>
        {task.taskName}
      </h3>
      {task.routine ? (
        <div className={classes.repeat}>
          <span className={classes.repeatText}>
            <RepeatIcon size={16} />
            {describeRoutine(task.routine)}
          </span>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<EditIcon />}
            aria-label={t.editRoutine(task.taskName)}
            onClick={() => onEditRoutine(task)}
          >
            {t.editRoutineButton}
          </Button>
        </div>
      ) : null}
      <p className={classes.description}>{task.description}</p>
      {task.subtasks.length > 0 ? (
        <ul className={classes.steps} aria-label={t.steps}>
          {task.subtasks.map((step) => (
            <StepItem key={step.id} step={step} employeeId={employeeId} shortSteps={shortSteps} onDelete={onDeleteStep} />
          ))}
        </ul>
      ) : null}
      <AddStepForm taskId={task.id} employeeId={employeeId} />
    </article>
  );
});
