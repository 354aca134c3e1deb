import type { Pictogram, Step, TaskWithSteps } from '@plan-dan/contract';
import { stepState } from '@plan-dan/contract/task-rules';
import { ActionIcon, Button, VisuallyHidden } from '@mantine/core';
import { memo, useId, type ComponentType, type MouseEvent } from 'react';
import { CheckIcon, EditIcon, HourglassIcon, RepeatIcon, TrashIcon } from '@/components/icons';
import { hrTasks } from '@/i18n/hr-tasks';
import { hrPictograms } from '@/i18n/hr-pictograms';
import { hrSupport } from '@/i18n/hr-support';
import { hrDuration, hrStepVoice as v, hrTaskDay as d } from '@/i18n/hr-task-media';
import { formatDate, formatDay } from '@/lib/dates';
import { usePictogramChanges } from '../api/pictogram-cache';
import { describeRoutine } from '../routine-text';
import { rejectionNote, truncateStep } from '../task-model';
import { AddStepForm } from './add-step-form';
import { DifficultyMark } from './difficulty-mark';
import { StepPicture, StepThumbnail } from './step-picture';
import { StepVoice } from './step-voice';
import classes from './tasks.module.css';

const t = hrTasks;

/**
 * What the app shell plugs in under each step: the coach's support record (features/support), its six levels
 * while the card is in 'Bilježenje podrške'.
 */
export type StepSupportSlot = ComponentType<{ step: Step; employeeId: number; recording: boolean }>;

type OnPictogram = (pictogram: Pictogram | null) => void;

/**
 * 'Piktogram' for a step or task not saved yet (the task form, the card's new step): the form keeps the chosen
 * symbol and sends it after the save. labels: the controls' and the dialog's names, ending with whose it is.
 */
export type PictogramChoiceSlot = ComponentType<{
  value: Pictogram | null;
  onChange: OnPictogram;
  labels: { choose: string; remove: string; picture: string; title: string };
  disabled?: boolean;
}>;

/**
 * What the app shell plugs in while a card is in 'Uredi': choosing and removing a step's and the task's
 * pictogram (features/pictograms), and the forms' choice. The card shows the pictogram itself.
 */
export interface PictogramSlots {
  Step: ComponentType<{ step: Step; onChange: OnPictogram }>;
  Task: ComponentType<{ task: TaskWithSteps; onChange: OnPictogram }>;
  Choice: PictogramChoiceSlot;
}

/** A pictogram small on the card, where a step's picture shows and beside the task's name. */
function PictogramThumb({ pictogram, alt }: { pictogram: Pictogram; alt: string }) {
  return <img className={classes.pictogramThumb} src={pictogram.downloadURL} alt={alt} title={alt} loading="lazy" width={40} height={40} />;
}

interface TaskCardProps {
  task: TaskWithSteps;
  employeeId: number;
  /** Not finished and past its deadline (due date and time in the app's zone). */
  late: boolean;
  /** The priority list cuts long steps to 100 characters. */
  shortSteps: boolean;
  onDelete: (task: TaskWithSteps) => void;
  /** A routine's task: 'Uredi ponavljanje' opens the routine's form. */
  onEditRoutine: (task: TaskWithSteps) => void;
  /** A one-off task: 'Uredi zadatak' opens the task form filled with it. */
  onEditTask: (task: TaskWithSteps) => void;
  /** Asks before deleting the step, as for a task. */
  onDeleteStep: (step: Step) => void;
  onReview: (taskId: number) => void;
  /** h4 under a day's heading; h3 in a list without days (the older finished tasks). */
  titleLevel?: 3 | 4;
  /** 'Uredi' was chosen on this card (kept by the tab, so a card that moves to another day keeps it). */
  editing: boolean;
  onToggleEditing: (taskId: number) => void;
  /** Given by the app shell: the card then offers 'Bilježenje podrške'. */
  stepSupport?: StepSupportSlot;
  /** 'Bilježenje podrške' was chosen on this card (kept by the tab, like 'Uredi'). */
  recording: boolean;
  onToggleRecording: (taskId: number) => void;
  /** Given by the app shell: 'Piktogram' for the steps and the task while in 'Uredi'. */
  pictograms?: PictogramSlots;
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

/** 'Trajanje' on the card, quietly: '10 min', read as 'Trajanje: 10 min'. */
function Duration({ minutes }: { minutes: number | null }) {
  if (minutes === null) return null;
  return (
    <span className={classes.duration}>
      <VisuallyHidden>{hrDuration.said} </VisuallyHidden>
      {hrDuration.minutes(minutes)}
    </span>
  );
}

const stateNote: Partial<Record<ReturnType<typeof stepState>, string>> = {
  done: t.done,
  waiting: t.waiting,
};

function StepItem({
  step,
  employeeId,
  shortSteps,
  editing,
  onDelete,
  Support,
  recording,
  Pictograms,
  onPictogram,
}: {
  step: Step;
  employeeId: number;
  shortSteps: boolean;
  editing: boolean;
  onDelete: (step: Step) => void;
  Support: StepSupportSlot | undefined;
  recording: boolean;
  Pictograms: PictogramSlots | undefined;
  onPictogram: (stepId: number, pictogram: Pictogram | null) => void;
}) {
  const text = shortSteps ? truncateStep(step.description) : step.description;
  const state = stepState(step);
  const note = stateNote[state];
  const rejected = rejectionNote(step);
  return (
    <li className={classes.step} data-state={state}>
      <StepIcon step={step} />
      <span className={classes.stepText} title={text === step.description ? undefined : step.description}>
        {text}
        {step.durationMinutes === null ? null : (
          <>
            {' '}
            <Duration minutes={step.durationMinutes} />
          </>
        )}
        {step.needPhoto ? <span className={classes.note}> {t.needPhoto}</span> : null}
        {step.voice ? <span className={classes.note}> {v.hasVoice}</span> : null}
        {note ? <VisuallyHidden> ({note})</VisuallyHidden> : null}
        {rejected ? <span className={classes.note}> · {rejected}</span> : null}
        {/* Where the photo would be: the server removed it under the retention rule; a calm fact, not a fault. */}
        {step.photoRemovedAt ? <span className={classes.photoRemoved}>{t.photoRemoved(formatDay(step.photoRemovedAt))}</span> : null}
      </span>
      {editing ? (
        <ActionIcon variant="subtle" color="red" size="lg" aria-label={t.removeStep(step.description)} onClick={() => onDelete(step)}>
          <TrashIcon size={16} />
        </ActionIcon>
      ) : step.picture ? (
        <StepThumbnail step={step} picture={step.picture} />
      ) : step.pictogram ? (
        <PictogramThumb pictogram={step.pictogram} alt={hrPictograms.ofStep(step.description)} />
      ) : null}
      {/* A line of its own under the step's text, so the text keeps the card's width. */}
      {editing ? (
        <div className={classes.stepMedia}>
          <StepPicture step={step} employeeId={employeeId} />
          {step.pictogram ? <PictogramThumb pictogram={step.pictogram} alt={hrPictograms.ofStep(step.description)} /> : null}
          {Pictograms ? <Pictograms.Step step={step} onChange={(pictogram) => onPictogram(step.id, pictogram)} /> : null}
        </div>
      ) : null}
      {editing ? (
        <div className={classes.stepMedia}>
          <StepVoice step={step} employeeId={employeeId} />
        </div>
      ) : null}
      {Support ? <Support step={step} employeeId={employeeId} recording={recording} /> : null}
    </li>
  );
}

/** The task's name, its pictogram beside it. */
function TaskTitle({ task, id, level }: { task: TaskWithSteps; id: string; level: 3 | 4 }) {
  const Title = level === 3 ? 'h3' : 'h4';
  return (
    <div className={classes.titleLine}>
      {task.pictogram ? <PictogramThumb pictogram={task.pictogram} alt={hrPictograms.ofTask(task.taskName)} /> : null}
      <Title id={id} className={classes.title}>
        {task.taskName}
      </Title>
    </div>
  );
}

/** Clicks on the card's buttons and fields do their own thing; anywhere else opens the review. */
const isOwnControl = (event: MouseEvent) => (event.target as Element).closest('button, a, input, label, textarea, form') !== null;

/**
 * One task as a coach reads it: due date and time (bold red when late), name, difficulty, description, steps
 * with their state and picture. 'Uredi' shows the editing controls (the task's or the routine's form, delete,
 * the steps' pictures, a new step); a finished task has none but delete. A task with a photo waiting opens
 * the review from its badge or anywhere on the card.
 */
export const TaskCard = memo(function TaskCard({
  task,
  employeeId,
  late,
  shortSteps,
  onDelete,
  onEditRoutine,
  onEditTask,
  onDeleteStep,
  onReview,
  titleLevel = 4,
  editing,
  onToggleEditing,
  stepSupport,
  recording,
  onToggleRecording,
  pictograms,
}: TaskCardProps) {
  const pictogramChanges = usePictogramChanges(employeeId);
  const titleId = useId();
  const editId = useId();
  const finished = task.done === true;
  const reviewable = task.pendingReview;
  const edit = editing && !finished;
  const record = recording && stepSupport !== undefined && task.subtasks.length > 0;
  const recordButton =
    stepSupport && task.subtasks.length > 0 ? (
      <Button
        variant={record ? 'filled' : 'default'}
        size="sm"
        leftSection={record ? <CheckIcon size={16} /> : null}
        aria-pressed={record}
        aria-label={hrSupport.modeLabel(task.taskName)}
        onClick={() => onToggleRecording(task.id)}
      >
        {hrSupport.mode}
      </Button>
    ) : null;
  return (
    <article
      className={classes.card}
      aria-labelledby={titleId}
      data-priority={task.priority || undefined}
      data-done={task.done || undefined}
      data-reviewable={reviewable || undefined}
      data-editing={edit || undefined}
      data-recording={record || undefined}
      onClick={reviewable ? (event) => !isOwnControl(event) && onReview(task.id) : undefined}
    >
      <div className={classes.cardTop}>
        <span className={classes.date} data-overdue={late || undefined}>
          <time dateTime={`${task.dueDate}T${task.dueTime}`}>
            {formatDate(task.dueDate)} {task.dueTime}
          </time>
          {late ? <VisuallyHidden> ({t.late})</VisuallyHidden> : null}
        </span>
        <div className={classes.cardButtons}>
          {recordButton}
          {finished ? (
            <ActionIcon variant="subtle" color="red" size="lg" aria-label={t.remove(task.taskName)} onClick={() => onDelete(task)}>
              <TrashIcon size={18} />
            </ActionIcon>
          ) : (
            <Button
              variant={edit ? 'filled' : 'default'}
              size="sm"
              leftSection={edit ? <CheckIcon size={16} /> : <EditIcon />}
              aria-expanded={edit}
              aria-controls={editId}
              aria-label={edit ? d.editDoneLabel(task.taskName) : d.editLabel(task.taskName)}
              onClick={() => onToggleEditing(task.id)}
            >
              {edit ? d.editDone : d.edit}
            </Button>
          )}
        </div>
      </div>
      {reviewable || finished ? (
        <div className={classes.badges}>
          {reviewable ? (
            <button type="button" className={classes.waiting} onClick={() => onReview(task.id)}>
              <HourglassIcon size={16} />
              {t.waiting}
            </button>
          ) : null}
          {finished ? (
            <span className={classes.doneBadge}>
              <CheckIcon size={16} />
              {t.done}
            </span>
          ) : null}
        </div>
      ) : null}
      <TaskTitle task={task} id={titleId} level={titleLevel} />
      {task.difficulty || task.routine || task.durationMinutes !== null ? (
        <div className={classes.marks}>
          <Duration minutes={task.durationMinutes} />
          {task.difficulty ? <DifficultyMark difficulty={task.difficulty} /> : null}
          {task.routine ? (
            <span className={classes.repeatText}>
              <RepeatIcon size={16} />
              {describeRoutine(task.routine)}
            </span>
          ) : null}
        </div>
      ) : null}
      <p className={classes.description}>{task.description}</p>
      {task.subtasks.length > 0 ? (
        <ul className={classes.steps} aria-label={t.steps}>
          {task.subtasks.map((step) => (
            <StepItem key={step.id} step={step} employeeId={employeeId} shortSteps={shortSteps} editing={edit}
              onDelete={onDeleteStep}
              Support={stepSupport}
              recording={record}
              Pictograms={pictograms}
              onPictogram={pictogramChanges.step}
            />
          ))}
        </ul>
      ) : null}
      <div id={editId} className={classes.editing} hidden={!edit}>
        {edit ? (
          <>
            <div className={classes.editActions}>
              {task.routine ? (
                <Button variant="light" leftSection={<EditIcon />} aria-label={t.editRoutine(task.taskName)} onClick={() => onEditRoutine(task)}>
                  {t.editTitle}
                </Button>
              ) : (
                <Button variant="light" leftSection={<EditIcon />} aria-label={d.editTaskLabel(task.taskName)} onClick={() => onEditTask(task)}>
                  {d.editTask}
                </Button>
              )}
              {pictograms ? <pictograms.Task task={task} onChange={(pictogram) => pictogramChanges.task(task.id, pictogram)} /> : null}
              <Button variant="subtle" color="red" leftSection={<TrashIcon size={18} />} aria-label={t.remove(task.taskName)} onClick={() => onDelete(task)}>
                {d.remove}
              </Button>
            </div>
            <AddStepForm taskId={task.id} employeeId={employeeId} PictogramChoice={pictograms?.Choice} />
          </>
        ) : null}
      </div>
    </article>
  );
});
