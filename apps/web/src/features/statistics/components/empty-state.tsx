import { useId } from 'react';
import { hrStatistics as t } from '@/i18n/hr-statistics';
import classes from './statistics.module.css';

/** Instead of empty charts: what will be here once the employee finishes a task. */
export function EmptyState({ name }: { name: string }) {
  const headingId = useId();
  return (
    <section className={`${classes.card} ${classes.empty}`} aria-labelledby={headingId}>
      <svg className={classes.emptyIcon} width={40} height={40} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" aria-hidden="true" focusable="false">
        <path d="M4 20h16" />
        <path d="M7 16v-4M12 16V8M17 16v-6" />
      </svg>
      <h2 id={headingId} className={classes.cardTitle}>
        {t.emptyTitle}
      </h2>
      <p className={classes.emptyText}>{t.emptyText(name)}</p>
    </section>
  );
}
