import { LineChart } from '@mantine/charts';
import { Button, VisuallyHidden } from '@mantine/core';
import type { IndependenceRun } from '@plan-dan/contract';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import { hrSupportIndependence as t } from '@/i18n/hr-support-independence';
import { formatDate } from '@/lib/dates';
import { formatShare } from '../levels';
import classes from './independence.module.css';

/** Up to this many runs each point carries its value as a label; more would crowd (the table has them all). */
const LABELLED_RUNS = 14;
const LABELLED_RUNS_NARROW = 7;
const PERCENT_TICKS = [0, 25, 50, 75, 100];

/** The value written above its point, large enough to read (the library's own labels are 8 px and grey). */
function PointValue({ x, y, value }: { x?: unknown; y?: unknown; value?: unknown }) {
  if (typeof x !== 'number' || typeof y !== 'number' || typeof value !== 'number') return null;
  return (
    <text x={x} y={y - 10} textAnchor="middle" fontSize={13} fontWeight={600} fill="var(--mantine-color-gray-8)" data-point-value="">
      {formatShare(value / 100)}
    </text>
  );
}

/**
 * The share of steps done independently on each run, oldest first: a line with its values written at the
 * points, and the same figures as a table, which screen readers always get and 'Prikaži kao tablicu' shows.
 */
export function ShareChart({ runs }: { runs: readonly IndependenceRun[] }) {
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  const narrow = useMediaQuery('(max-width: 40em)');
  const labelled = runs.length <= (narrow ? LABELLED_RUNS_NARROW : LABELLED_RUNS);
  const data = runs.map((run) => ({ date: formatDate(run.date), percent: Math.round(run.share * 1000) / 10 }));

  const table = (
    <table className={classes.figureTable}>
      <VisuallyHidden component="caption">{t.shareChart}</VisuallyHidden>
      <thead>
        <tr>
          <th scope="col">{t.date}</th>
          <th scope="col" className={classes.numeric}>
            {t.share}
          </th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr key={run.taskId}>
            <th scope="row">{formatDate(run.date)}</th>
            <td className={classes.numeric}>{t.shareOf(formatShare(run.share), run.independent, run.recorded)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <figure className={classes.block} aria-labelledby={headingId}>
      <div className={classes.figureHead}>
        <div>
          <h3 id={headingId} className={classes.subTitle}>
            {t.shareChart}
          </h3>
          <p className={classes.note}>{t.shareNote}</p>
        </div>
        <Button variant={asTable ? 'light' : 'subtle'} size="compact-sm" aria-pressed={asTable} onClick={() => setAsTable((shown) => !shown)}>
          {t.showTable}
        </Button>
      </div>
      {asTable ? (
        <div className={classes.gridScroll} tabIndex={0} role="group" aria-labelledby={headingId}>
          {table}
        </div>
      ) : (
        <>
          <div className={classes.chart} aria-hidden="true">
            <LineChart
              h={200}
              data={data}
              dataKey="date"
              series={[{ name: 'percent', label: t.shareSeries, color: 'brand.6' }]}
              curveType="linear"
              accessibilityLayer={false}
              lineProps={labelled ? { label: PointValue } : undefined}
              lineChartProps={{ margin: { top: 24, right: 28, left: 4, bottom: 0 } }}
              valueFormatter={(value) => formatShare(value / 100)}
              dotProps={{ r: 4 }}
              xAxisProps={{ minTickGap: 12 }}
              yAxisProps={{ domain: [0, 100], ticks: PERCENT_TICKS, interval: 0, tickFormatter: (value: number) => formatShare(value / 100), width: 48 }}
            />
          </div>
          <VisuallyHidden>{table}</VisuallyHidden>
        </>
      )}
    </figure>
  );
}
