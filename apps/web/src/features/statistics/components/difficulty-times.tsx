import type { Statistics } from '@plan-dan/contract';
import { useId } from 'react';
import { hrStatisticsDifficulty as t } from '@/i18n/hr-statistics';
import { formatDuration } from '../duration';
import classes from './statistics.module.css';

/**
 * The mean time per difficulty, as the original shows it: 'Lagani', 'Srednje teški', 'Teški', each in its
 * colour (a bar beside dark text, which stays readable). Only the difficulties with a timed task; nothing
 * at all while none has one.
 */
export function DifficultyTimes({ difficulties }: { difficulties: Statistics['difficulties'] | undefined }) {
  const headingId = useId();
  const shown = (difficulties ?? []).filter((entry) => entry.runs > 0);
  if (shown.length === 0) return null;
  return (
    <section className={classes.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.cardTitle}>
        {t.title}
      </h2>
      <ul className={classes.difficulties}>
        {shown.map((entry) => (
          <li key={entry.difficulty} className={classes.difficulty} data-difficulty={entry.difficulty}>
            <span className={classes.difficultyLabel}>{t.labels[entry.difficulty]}</span>
            <span className={classes.difficultyValue}>{formatDuration(entry.averageSeconds)}</span>
            <span className={classes.note}>{t.basis(entry.runs)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
