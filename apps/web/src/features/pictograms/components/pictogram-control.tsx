import type { Pictogram, Step, TaskWithSteps } from '@plan-dan/contract';
import { Button } from '@mantine/core';
import { Suspense, useState } from 'react';
import { hrPictograms as p } from '@/i18n/hr-pictograms';
import { lazyNamed } from '@/lib/lazy';
import { notifySaved } from '@/lib/notify';
import { useRemovePictogram, type PictogramOwner } from '../api/pictograms';
import classes from './pictograms.module.css';

/** The dialog and its search load when 'Piktogram' is first pressed: nothing of them is in the first script. */
const PictogramChooser = lazyNamed(() => import('./pictogram-chooser'), 'PictogramChooser');

/** What the tasks feature gives: the card shows the saved pictogram at once from it. */
type OnChange = (pictogram: Pictogram | null) => void;

/** The names and title for a step's control and a task's, ending with the step's or the task's name. */
const labels = {
  step: { choose: p.chooseForStep, remove: p.removeForStep, title: p.dialogTitleStep },
  task: { choose: p.chooseForTask, remove: p.removeForTask, title: p.dialogTitleTask },
};

interface ControlProps {
  owner: PictogramOwner;
  pictogram: Pictogram | null;
  /** The step's text or the task's name. */
  name: string;
  onChange: OnChange;
}

/** 'Piktogram' (opens the chooser) and, when one is set, 'Ukloni piktogram'; a failed removal is said beside them. */
function PictogramControl({ owner, pictogram, name, onChange }: ControlProps) {
  const [opened, setOpened] = useState(false);
  const remove = useRemovePictogram(owner, onChange);
  const label = labels[owner.kind];
  return (
    <span className={classes.control}>
      <Button size="compact-xs" variant="subtle" aria-label={label.choose(name)} aria-haspopup="dialog" onClick={() => setOpened(true)} disabled={remove.isPending}>
        {p.choose}
      </Button>
      {pictogram ? (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          aria-label={label.remove(name)}
          loading={remove.isPending}
          onClick={() => remove.mutate(undefined, { onSuccess: () => notifySaved(p.removed) })}
        >
          {p.remove}
        </Button>
      ) : null}
      {remove.isError ? (
        <span role="alert" className={classes.error}>
          {p.notRemoved}
        </span>
      ) : null}
      {opened ? (
        <Suspense fallback={null}>
          <PictogramChooser owner={owner} title={label.title(name)} onClose={() => setOpened(false)} onChange={onChange} />
        </Suspense>
      ) : null}
    </span>
  );
}

/** A step's pictogram on the card in 'Uredi': beside 'Slika ili video'. */
export function StepPictogramControl({ step, onChange }: { step: Step; onChange: OnChange }) {
  return <PictogramControl owner={{ kind: 'step', id: step.id }} pictogram={step.pictogram} name={step.description} onChange={onChange} />;
}

/** The task's own pictogram, shown beside its name: in the card's 'Uredi' actions. */
export function TaskPictogramControl({ task, onChange }: { task: TaskWithSteps; onChange: OnChange }) {
  return <PictogramControl owner={{ kind: 'task', id: task.id }} pictogram={task.pictogram} name={task.taskName} onChange={onChange} />;
}
