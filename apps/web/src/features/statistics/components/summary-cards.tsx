import type { Statistics } from '@plan-dan/contract';
import { useId } from 'react';
import { hrStatistics as t } from '@/i18n/hr-statistics';
import { formatDuration } from '../duration';
import { formatCount } from '../numbers';
import classes from './statistics.module.css';

function FigureCard({ label, value, note }: { label: string; value: string; note: string | null }) {
  const headingId = useId();
  return (
    <section className={classes.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.figureLabel}>
        {label}
      </h2>
      <p className={classes.figureValue}>{value}</p>
      {note ? <p className={classes.note}>{note}</p> : null}
    </section>
  );
}

/** The headline figures: the mean time per task (HH:mm:ss, hours past a day too) and how many were finished. */
export function SummaryCards({ statistics }: { statistics: Statistics }) {
  const timed = statistics.tasks.reduce((sum, task) => sum + task.runs, 0);
  const thisMonth = statistics.days.reduce((sum, day) => sum + day.count, 0);
  return (
    <div className={classes.summary}>
      <FigureCard
        label={t.average}
        value={formatDuration(statistics.averageSeconds ?? 0)}
        note={timed > 0 ? t.averageBasis(formatCount(timed)) : null}
      />
      <FigureCard label={t.finished} value={formatCount(statistics.finished)} note={t.finishedThisMonth(formatCount(thisMonth))} />
    </div>
  );
}
