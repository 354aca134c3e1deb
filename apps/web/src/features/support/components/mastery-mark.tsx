import { Button } from '@mantine/core';
import type { IndependenceStep, Mastery } from '@plan-dan/contract';
import { useId, useRef, useState } from 'react';
import { hrSupportIndependence as t } from '@/i18n/hr-support-independence';
import { CriterionForm } from './criterion-form';
import classes from './independence.module.css';

interface MasteryMarkProps {
  employeeId: number;
  taskName: string;
  mastery: Mastery;
  steps: readonly IndependenceStep[];
}

/**
 * 'Savladano', 'Blizu savladavanja' with the steps still holding it back (so the coach can plan fading),
 * or not yet with the streak so far; under it the criterion and the way to change it.
 */
export function MasteryMark({ employeeId, taskName, mastery, steps }: MasteryMarkProps) {
  const [changing, setChanging] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  const holdingId = useId();
  // Saved or given up: the keyboard goes back where it came from.
  const close = () => {
    setChanging(false);
    requestAnimationFrame(() => changeButton.current?.focus());
  };
  const state = mastery.mastered ? 'mastered' : mastery.close ? 'close' : 'notYet';
  const stepName = (position: number) => {
    const description = steps.find((step) => step.position === position)?.description;
    return description === undefined ? String(position) : `${position}. ${description}`;
  };

  return (
    <div className={classes.mastery} data-state={state}>
      <p className={classes.mark}>
        <span className={classes.markSymbol} aria-hidden="true">
          {state === 'mastered' ? '✓' : state === 'close' ? '◐' : '○'}
        </span>
        <span>{t[state]}</span>
      </p>
      {state === 'mastered' ? <p className={classes.markText}>{t.masteredText(mastery.runs)}</p> : null}
      {state === 'close' ? (
        <div className={classes.markText}>
          <p id={holdingId} className={classes.holdingTitle}>{t.holdingBack}</p>
          <ul className={classes.holding} aria-labelledby={holdingId}>
            {mastery.holdingBack.map((position) => (
              <li key={position}>{stepName(position)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {state === 'notYet' ? <p className={classes.markText}>{t.streak(mastery.streak, mastery.runs)}</p> : null}
      {changing ? (
        <CriterionForm employeeId={employeeId} taskName={taskName} runs={mastery.runs} onClose={close} />
      ) : (
        <div className={classes.criterion}>
          <p className={classes.criterionText}>{t.criterion(mastery.runs)}</p>
          <Button ref={changeButton} variant="default" size="sm" onClick={() => setChanging(true)}>
            {t.changeCriterion}
          </Button>
        </div>
      )}
    </div>
  );
}
