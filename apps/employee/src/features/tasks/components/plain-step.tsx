import type { Step } from '@plan-dan/contract';
import { stepState } from '@plan-dan/contract/task-rules';
import { useId, useRef, useState } from 'react';
import { CheckIcon } from '@/components/icons';
import { ReadAloudButton } from '@/components/read-aloud-button';
import { StepCountdown } from './step-countdown';
import { StepPicture } from './step-picture';
import { useRevealOnOpen } from './reveal-on-open';
import { rejectionTextIds, StepRejection } from './step-rejection';
import classes from './step.module.css';

interface PlainStepProps {
  step: Step;
  /** Steps can be ticked only once the task is started. */
  enabled: boolean;
  busy: boolean;
  /** Saves the new state; onFailed puts the box back. */
  onChange: (done: boolean, onFailed: () => void) => void;
  /** The first refused step when the task opened: it is brought into view. */
  reveal?: boolean;
  /** The step the employee is on (see `stepCountdownProps`): its expected minutes are shown shrinking. */
  current?: boolean;
  /** When the current step's time began: the task's start for its first step, else null (from now). */
  currentSince?: string | null;
}

/**
 * A step without a photo: the whole row is one big checkbox. One the manager refused says so calmly
 * under it, until the employee ticks it again.
 */
export function PlainStep({ step, enabled, busy, onChange, reveal = false, current = false, currentSince = null }: PlainStepProps) {
  const textId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  useRevealOnOpen(itemRef, reveal);
  const rejectionId = useId();
  // The tick shows in the same moment as the touch; until the step changes (the tick in the lists, the saved
  // step) it is this one. Then it is forgotten: a later change back (the manager refusing the step) shows as it is.
  const [touched, setTouched] = useState<{ value: boolean; basedOn: Step['done'] } | null>(null);
  if (touched && touched.basedOn !== step.done) setTouched(null);
  const done = touched && touched.basedOn === step.done ? touched.value : step.done === true;
  const rejected = !done && stepState(step) === 'rejected';
  return (
    <li ref={itemRef} className={classes.step} data-state={done ? 'done' : 'open'}>
      <StepPicture step={step} />
      <div className={classes.row}>
        <label className={classes.tick}>
          <input
            type="checkbox"
            className={classes.input}
            checked={done}
            disabled={!enabled || busy}
            aria-busy={busy || undefined}
            aria-describedby={rejected ? rejectionTextIds(rejectionId, step) : undefined}
            onChange={(event) => {
              const value = event.currentTarget.checked;
              setTouched({ value, basedOn: step.done });
              onChange(value, () => setTouched(null));
            }}
          />
          <span className={classes.box} aria-hidden="true">
            <CheckIcon />
          </span>
          <span className={classes.text} id={textId}>
            {step.description}
          </span>
        </label>
        <ReadAloudButton text={step.description} describedBy={textId} voiceUrl={step.voice?.downloadURL} />
      </div>
      {rejected ? (
        <div className={classes.rejectionPart}>
          <StepRejection step={step} id={rejectionId} />
        </div>
      ) : null}
      {current && !done && step.durationMinutes ? <StepCountdown stepId={step.id} durationMinutes={step.durationMinutes} since={currentSince} /> : null}
    </li>
  );
}
