import { PieChart } from '@mantine/charts';
import type { Statistics } from '@plan-dan/contract';
import { useId } from 'react';
import { hrStatistics as t } from '@/i18n/hr-statistics';
import { formatCount, formatShare } from '../numbers';
import classes from './statistics.module.css';

/**
 * 'Završeni zadaci u odnosu na rokove': on time (green) and late (red). The legend beside the pie gives
 * each count and share as text, readable without hovering and by screen readers (the pie is hidden from them).
 */
export function DeadlinesChart({ deadlines }: Pick<Statistics, 'deadlines'>) {
  const headingId = useId();
  const total = deadlines.onTime + deadlines.late;
  const slices = [
    { name: t.onTime, value: deadlines.onTime, color: 'green.6', swatch: 'var(--mantine-color-green-6)' },
    { name: t.late, value: deadlines.late, color: 'red.6', swatch: 'var(--mantine-color-red-6)' },
  ];
  return (
    <section className={classes.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.cardTitle}>
        {t.deadlines}
      </h2>
      <div className={classes.pie}>
        <div aria-hidden="true">
          <PieChart
            size={160}
            data={slices.filter((slice) => slice.value > 0).map(({ name, value, color }) => ({ name, value, color }))}
            strokeColor="white"
            strokeWidth={2}
            accessibilityLayer={false}
            // The pie is hidden from assistive technology (the legend says it all): out of the tab order too.
            pieProps={{ rootTabIndex: -1 }}
          />
        </div>
        <ul className={classes.legend}>
          {slices.map((slice) => (
            <li key={slice.name} className={classes.legendItem}>
              <span className={classes.swatch} style={{ background: slice.swatch }} aria-hidden="true" />
              <span>{slice.name}</span>
              <span className={classes.legendValue}>
                {formatCount(slice.value)} ({formatShare(slice.value, total)})
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
