import type { Step } from '@plan-dan/contract';
import { Button, Loader } from '@mantine/core';
import { FormError } from '@/components/form-message';
import { hrSupport as t } from '@/i18n/hr-support';
import { supportLevelNames } from '@/i18n/hr-support-levels';
import { formatDateTime } from '@/lib/dates';
import { useStepSupport } from '../api/get-step-support';
import classes from './support.module.css';

/** 'Povijest' of a step's records, newest first: when, the level (a withdrawal as 'Nije zabilježeno'), the note, who. */
export function SupportHistory({ step, employeeId }: { step: Step; employeeId: number }) {
  const support = useStepSupport(employeeId, step.id, true);
  if (support.isPending) {
    return (
      <div role="status" className={classes.loading}>
        <Loader size="xs" aria-hidden />
        <span>{t.historyLoading}</span>
      </div>
    );
  }
  if (support.isError) {
    return (
      <div>
        <FormError>{t.historyFailed}</FormError>
        <Button variant="subtle" size="compact-sm" onClick={() => void support.refetch()}>
          {t.tryAgain}
        </Button>
      </div>
    );
  }
  if (support.data.history.length === 0) return <p className={classes.quiet}>{t.historyEmpty}</p>;
  return (
    <ol className={classes.history} aria-label={t.historyOf(step.description)}>
      {support.data.history.map((entry, index) => (
        <li key={`${entry.recordedAt}-${index}`}>
          <span className={classes.historyLevel}>{entry.level ? supportLevelNames[entry.level] : t.notRecorded}</span>
          <time dateTime={entry.recordedAt}>{formatDateTime(entry.recordedAt)}</time>
          <span>{entry.recordedBy ? t.by(entry.recordedBy.name) : t.byUnknown}</span>
          {entry.note ? <span className={classes.historyNote}>{entry.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}
