import type { Subtask, TaskWithSubtasks } from '@plan-dan/contract';
import { stepState } from '@plan-dan/contract/task-rules';
import { STEP_PICTURE_TYPES } from '@plan-dan/contract/constants';
import { ActionIcon, Button, FileButton, VisuallyHidden } from '@mantine/core';
import { memo, useId, useState, type MouseEvent } from 'react';
import { CheckIcon, CloseIcon, EditIcon, HourglassIcon, RepeatIcon, TrashIcon } from '@/components/icons';
import { hr } from '@/i18n/hr';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { notifySaved } from '@/lib/notify';
import { useRemoveStepPicture, useSetStepPicture } from '../api/step-picture';
import { describeRoutine } from '../routine-text';
import { truncateStep } from '../task-model';
import { AddStepForm } from './add-step-form';
import { MaterialPictureChooser } from './material-picture-chooser';
import classes from './tasks.module.css';

const t = hr.tasks;

interface TaskCardProps {
  task: TaskWithSubtasks;
  employeeId: number;
  /** Not finished and past its deadline (due date and time in the app's zone). */
  late: boolean;
  /** The priority list cuts long steps to 100 characters. */
  shortSteps: boolean;
  onDelete: (task: TaskWithSubtasks) => void;
  /** A routine's task: 'Uredi' opens the routine's form. */
  onEditRoutine: (task: TaskWithSubtasks) => void;
  /** Asks before deleting the step, as for a task. */
  onDeleteStep: (step: Subtask) => void;
  onReview: (taskId: number) => void;
}

function StepIcon({ step }: { step: Subtask }) {
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

const pictureError = (error: unknown) =>
  isApiError(error) && error.status === 413 ? t.pictureTooLarge : isApiError(error) && error.status === 400 ? t.pictureNotImage : hr.app.genericError;

/**
 * The step's picture for employees who read little: a thumbnail, 'Dodaj sliku' (the phone's file
 * picker offers the camera too) and removing it.
 */
function StepPicture({ step, employeeId }: { step: Subtask; employeeId: number }) {
  const setMutation = useSetStepPicture(employeeId);
  const removeMutation = useRemoveStepPicture(employeeId);
  const [error, setError] = useState<string | null>(null);
  const busy = setMutation.isPending || removeMutation.isPending;
  const choose = (file: File | null) => {
    if (!file) return;
    setError(null);
    setMutation.mutate(
      { stepId: step.id, file },
      { onSuccess: () => notifySaved(t.pictureSaved(step.description)), onError: (e) => setError(pictureError(e)) },
    );
  };
  return (
    <>
      {step.picture ? <img className={classes.stepThumb} src={step.picture.previewURL ?? step.picture.downloadURL} alt={t.pictureOf(step.description)} /> : null}
      <FileButton onChange={choose} accept={STEP_PICTURE_TYPES.join(',')}>
        {(props) => (
          // The name says which step (starting with the visible words); as a label, not text, so a cut step stays cut.
          <Button
            {...props}
            size="compact-xs"
            variant="subtle"
            loading={setMutation.isPending}
            disabled={busy}
            aria-label={`${step.picture ? t.changePicture : t.addPicture} ${t.pictureFor(step.description)}`}
          >
            {step.picture ? t.changePicture : t.addPicture}
          </Button>
        )}
      </FileButton>
      <MaterialPictureChooser step={step} employeeId={employeeId} disabled={busy} />
      {step.picture ? (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t.removePicture(step.description)}
          disabled={busy}
          onClick={() =>
            removeMutation.mutate(step.id, {
              onSuccess: () => notifySaved(t.pictureRemoved(step.description)),
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
  step: Subtask;
  employeeId: number;
  shortSteps: boolean;
  onDelete: (step: Subtask) => void;
}) {
  const text = shortSteps ? truncateStep(step.description) : step.description;
  const state = stepState(step);
  const note = stateNote[state];
  return (
    <li className={classes.step}>
      <StepIcon step={step} />
      <span className={classes.stepText} title={text === step.description ? undefined : step.description}>
        {text}
        {step.needPhoto ? <span className={classes.note}> {t.needPhoto}</span> : null}
        {note ? <VisuallyHidden> ({note})</VisuallyHidden> : null}
        {state === 'rejected' ? <span className={classes.note}> · {t.rejected}</span> : null}
      </span>
      <StepPicture step={step} employeeId={employeeId} />
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t.removeStep(step.description)}
        onClick={() => onDelete(step)}
      >
        <TrashIcon size={16} />
      </ActionIcon>
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
