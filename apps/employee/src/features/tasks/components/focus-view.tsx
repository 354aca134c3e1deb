import type { TaskWithSteps } from '@plan-dan/contract';
import { useEffect, useId, useRef } from 'react';
import { BigButton } from '@/components/big-button';
import { CheckIcon } from '@/components/icons';
import { hr } from '@/i18n/hr';
import { currentStep, stepCountdownProps } from '../countdown';
import { PhotoStep } from './photo-step';
import { PlainStep } from './plain-step';
import { TaskCountdown } from './step-countdown';
import classes from './focus-view.module.css';

interface FocusViewProps {
  task: TaskWithSteps;
  employeeId: number;
  /** The step whose tick is being saved. */
  busyStepId: number | undefined;
  /** Saves a step's tick; onFailed puts it back. */
  onStepDone: (stepId: number, done: boolean, onFailed: () => void) => void;
  /** 'Svi koraci': the list of every step instead. */
  onShowAll: () => void;
  /** Shown after the page opened (after 'Započni', back from every step): its heading takes the focus at once. */
  takeFocus: boolean;
}

/**
 * One step at a time, for readers a long list overwhelms: only the current step, large (its picture, its
 * read-aloud with the carer's voice, its 'Gotovo' or 'Slikaj'), and a calm 'Korak 2 od 5'. The same step
 * components as the list, so the step looks and works the same in both. After 'Gotovo' the next step comes
 * and its heading takes the focus, so a screen reader says it.
 */
export function FocusView({ task, employeeId, busyStepId, onStepDone, onShowAll, takeFocus }: FocusViewProps) {
  // The step to do now: neither done nor waiting for the manager's look at its photo (a refused one comes back).
  const step = currentStep(task);
  const index = step ? task.subtasks.indexOf(step) : -1;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const shownStepId = useRef<number | 'none' | undefined>(takeFocus ? 'none' : step?.id);
  // Each step shown comes up whole, its action last and above the bar, so nobody has to scroll to it: at large
  // letters the page's top row and title would fill the screen. Only as far as needed: the least scrolling
  // that shows the step's heading, then its action. In the next frame: the layout's own effect (a new screen
  // starts at its top) runs after this one and would undo it.
  useEffect(() => {
    if (shownStepId.current !== step?.id) {
      shownStepId.current = step?.id;
      headingRef.current?.focus({ preventScroll: true });
    }
    const frame = requestAnimationFrame(() => {
      headingRef.current?.scrollIntoView({ block: 'nearest' });
      endRef.current?.scrollIntoView({ block: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [step?.id]);

  return (
    <section className={classes.focus} aria-labelledby={headingId}>
      <h2 ref={headingRef} tabIndex={-1} className={classes.count} id={headingId}>
        {step ? hr.focus.stepOf(index + 1, task.subtasks.length) : hr.focus.allSent}
      </h2>
      {step ? (
        <ul key={step.id} className={classes.step}>
          {step.needPhoto ? (
            <PhotoStep step={step} enabled employeeId={employeeId} taskId={task.id} {...stepCountdownProps(task, step)} />
          ) : (
            <PlainStep
              step={step}
              enabled
              busy={busyStepId === step.id}
              {...stepCountdownProps(task, step)}
              onChange={(value, onFailed) => onStepDone(step.id, value, onFailed)}
            />
          )}
        </ul>
      ) : (
        <p className={classes.waiting}>⏳ {hr.focus.waiting}</p>
      )}
      {step && !step.needPhoto ? (
        <BigButton
          block
          className={classes.done}
          icon={<CheckIcon />}
          disabled={busyStepId === step.id}
          onClick={() => onStepDone(step.id, true, () => {})}
        >
          {hr.focus.done}
        </BigButton>
      ) : null}
      <div ref={endRef} className={classes.end} />
      <button type="button" className={classes.showAll} onClick={onShowAll}>
        {hr.focus.showAll}
      </button>
      {/* The whole task's time, after the step's own: the step's is the one to follow now. */}
      {task.durationMinutes && task.start ? <TaskCountdown taskId={task.id} durationMinutes={task.durationMinutes} start={task.start} /> : null}
    </section>
  );
}

/** In the list of every step, the way back to one step at a time. */
export function OneStepButton({ onClick }: { onClick: () => void }) {
  // It appears when 'Svi koraci' is pressed (the one step is gone): the focus waits here, on the way back.
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus({ preventScroll: true }), []);
  return (
    <button ref={ref} type="button" className={classes.showAll} onClick={onClick}>
      {hr.focus.oneStep}
    </button>
  );
}
