import { Button, NumberInput } from '@mantine/core';
import { MAX_MASTERY_RUNS, MIN_MASTERY_RUNS } from '@plan-dan/contract/support-constants';
import { useState, type FormEvent } from 'react';
import { hrSupportIndependence as t } from '@/i18n/hr-support-independence';
import { isApiError } from '@/lib/api-client';
import { notifySaved } from '@/lib/notify';
import { useSetMastery } from '../api/set-mastery';
import classes from './independence.module.css';

interface CriterionFormProps {
  employeeId: number;
  taskName: string;
  runs: number;
  onClose: () => void;
}

function criterionError(error: unknown): string {
  if (isApiError(error) && error.status === 0) return t.criterionNetwork;
  if (isApiError(error) && error.status === 400 && 'runs' in error.fields) return t.criterionRange;
  return t.criterionFailed;
}

const inRange = (value: number | string): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= MIN_MASTERY_RUNS && value <= MAX_MASTERY_RUNS;

/** How many runs in a row, every step 'Samostalno', make the task 'Savladano'; a refusal is said under the field, the number kept. */
export function CriterionForm({ employeeId, taskName, runs, onClose }: CriterionFormProps) {
  const mutation = useSetMastery();
  const [value, setValue] = useState<number | string>(runs);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!inRange(value)) {
      setError(t.criterionRange);
      return;
    }
    setError(null);
    mutation.mutate(
      { employeeId, name: taskName, runs: value },
      {
        onSuccess: () => {
          notifySaved(t.criterionSaved);
          onClose();
        },
        onError: (failure) => setError(criterionError(failure)),
      },
    );
  };

  return (
    <form className={classes.criterionForm} onSubmit={submit} noValidate>
      <NumberInput
        className={classes.criterionInput}
        label={t.criterionRuns}
        description={t.criterionHint}
        min={MIN_MASTERY_RUNS}
        max={MAX_MASTERY_RUNS}
        // Out of range is explained, not silently corrected.
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        value={value}
        onChange={setValue}
        error={error}
        // Opened by 'Promijeni kriterij': the field is what the coach came for.
        autoFocus
      />
      <div className={classes.criterionButtons}>
        <Button type="submit" loading={mutation.isPending}>
          {t.save}
        </Button>
        <Button variant="default" onClick={onClose}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
