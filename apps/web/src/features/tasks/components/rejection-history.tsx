import type { Step } from '@plan-dan/contract';
import { Button, Loader } from '@mantine/core';
import { useId, useState } from 'react';
import { FormError } from '@/components/form-message';
import { hrRejections as t } from '@/i18n/hr-rejections';
import { formatDateTime } from '@/lib/dates';
import { useStepRejections } from '../api/step-rejections';
import classes from './tasks.module.css';

interface RejectionHistoryProps {
  step: Step;
  employeeId: number;
}

/**
 * Under a photo waiting for review: how many times the step was refused before, and on request (one
 * read, only then) when, why and by whom, so the manager judges the new photo against the earlier reasons.
 */
export function RejectionHistory({ step, employeeId }: RejectionHistoryProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const history = useStepRejections(employeeId, step.id, open);
  if (step.rejectionCount === 0) return null;
  return (
    <div className={classes.rejectionHistory}>
      <div className={classes.rejectionSummary}>
        <span>{t.rejectedBefore(step.rejectionCount)}</span>
        <Button variant="subtle" size="compact-sm" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((was) => !was)}>
          {open ? t.hideReasons : t.showReasons}
        </Button>
      </div>
      {/* Always in the page, so the button's aria-controls names an element whether open or not. */}
      <div id={regionId} hidden={!open}>
        {!open ? null : history.isPending ? (
          <div role="status" className={classes.rejectionLoading}>
            <Loader size="xs" aria-hidden />
            <span>{t.loading}</span>
          </div>
        ) : history.isError ? (
          <>
            <FormError>{t.failed}</FormError>
            <Button variant="subtle" size="compact-sm" onClick={() => void history.refetch()}>
              {t.tryAgain}
            </Button>
          </>
        ) : history.data.length === 0 ? (
          <p className={classes.rejectionEmpty}>{t.empty}</p>
        ) : (
          <ol className={classes.rejectionList} aria-label={t.historyOf(step.description)}>
            {history.data.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                <span className={classes.rejectionReason}>{entry.reason ?? t.noReason}</span>
                <span>{entry.by ? t.by(entry.by.name) : t.byUnknown}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
