import { Button, TextInput } from '@mantine/core';
import { MAX_REPORT_DAYS } from '@plan-dan/contract/support-constants';
import type { PeriodQuery } from '@plan-dan/contract';
import { useState, type FormEvent } from 'react';
import { hrSupportReport } from '@/i18n/hr-support-report';
import { periodErrors, type PeriodError } from './period';
import classes from './progress-report.module.css';

const t = hrSupportReport.form;

const message = (error: PeriodError | undefined) =>
  error === undefined ? undefined : error === 'tooLong' ? t.tooLong(MAX_REPORT_DAYS) : t[error];

/** 'Od' and 'Do': the period is shown once both are right; what is wrong is said beside its field. */
export function PeriodForm({ period, onChange }: { period: PeriodQuery; onChange: (period: PeriodQuery) => void }) {
  const [draft, setDraft] = useState(period);
  const [errors, setErrors] = useState<ReturnType<typeof periodErrors>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodErrors(draft);
    setErrors(found);
    if (!found.from && !found.to) onChange(draft);
  };

  return (
    <form className={`${classes.form} ${classes.screenOnly}`} onSubmit={submit} noValidate>
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>{t.legend}</legend>
        <div className={classes.fields}>
          <TextInput
            type="date"
            label={t.from}
            value={draft.from}
            required
            error={message(errors.from)}
            onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t.to}
            value={draft.to}
            required
            error={message(errors.to)}
            onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
          />
          <Button type="submit" className={classes.show}>
            {t.show}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
