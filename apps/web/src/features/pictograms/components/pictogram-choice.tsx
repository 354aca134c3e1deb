import type { Pictogram } from '@plan-dan/contract';
import { Button } from '@mantine/core';
import { Suspense, useRef, useState } from 'react';
import { hrPictograms as p } from '@/i18n/hr-pictograms';
import { lazyNamed } from '@/lib/lazy';
import classes from './pictograms.module.css';

/** The dialog and its search load when 'Piktogram' is first pressed: nothing of them is in the first script. */
const PictogramPicker = lazyNamed(() => import('./pictogram-chooser'), 'PictogramPicker');

export interface PictogramChoiceProps {
  /** The symbol the form keeps for the step or task, or none. */
  value: Pictogram | null;
  onChange: (pictogram: Pictogram | null) => void;
  /** The button's, the removal's, the chosen drawing's and the dialog's names, ending with whose it is. */
  labels: { choose: string; remove: string; picture: string; title: string };
  disabled?: boolean;
}

/**
 * 'Piktogram' in a form whose step or task is not saved yet (the task form, the card's new step): the chosen
 * symbol small, with a way to take it back; the form sends it once the step or task is saved.
 */
export function PictogramChoice({ value, onChange, labels, disabled }: PictogramChoiceProps) {
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <span className={classes.control}>
      {value ? <img className={classes.thumb} src={value.downloadURL} alt={labels.picture} width={40} height={40} /> : null}
      <Button ref={buttonRef} size="compact-sm" variant="subtle" aria-label={labels.choose} aria-haspopup="dialog" disabled={disabled} onClick={() => setOpened(true)}>
        {p.choose}
      </Button>
      {value ? (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          aria-label={labels.remove}
          disabled={disabled}
          onClick={() => {
            onChange(null);
            // The button that took it back is gone; the keyboard goes on from 'Piktogram'.
            buttonRef.current?.focus();
          }}
        >
          {p.remove}
        </Button>
      ) : null}
      {opened ? (
        <Suspense fallback={null}>
          <PictogramPicker title={labels.title} onClose={() => setOpened(false)} onPick={onChange} />
        </Suspense>
      ) : null}
    </span>
  );
}
