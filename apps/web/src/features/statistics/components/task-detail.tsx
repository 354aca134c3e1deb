import { LineChart } from '@mantine/charts';
import type { TaskStatistics, TaskTotals } from '@plan-dan/contract';
import { useId } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { PageLoader } from '@/components/page-loader';
import { hrStatistics as t } from '@/i18n/hr-statistics';
import { formatDate } from '@/lib/dates';
import { useTaskStatistics } from '../api/get-task-statistics';
import { timeAxis } from '../axes';
import { formatDuration, formatHoursMinutes, formatMinutes } from '../duration';
import { ChartFigure } from './chart-figure';
import { StepTimes } from './step-times';
import classes from './statistics.module.css';

function RunsChart({ runs }: { runs: TaskStatistics['runs'] }) {
  // The server sends them by date already; the chart's order is the spec's rule, so it is kept here too.
  const byDate = [...runs].sort((a, b) => a.date.localeCompare(b.date));
  const data = byDate.map((run) => ({ date: formatDate(run.date), seconds: run.seconds, plannedSeconds: run.plannedSeconds }));
  const axis = timeAxis(Math.max(0, ...byDate.flatMap((run) => [run.seconds, run.plannedSeconds ?? 0])));
  // The planned time as a quiet dashed line, only when some run had one.
  const withPlanned = byDate.some((run) => run.plannedSeconds !== null);
  const series = [
    { name: 'seconds', label: t.runsSeries, color: 'brand.6' },
    ...(withPlanned ? [{ name: 'plannedSeconds', label: t.plannedSeries, color: 'gray.6', strokeDasharray: '6 4' }] : []),
  ];
  return (
    <ChartFigure
      title={t.runsChart}
      headingLevel={3}
      columns={[t.day, t.time]}
      rows={data.map((run) => [
        run.date,
        run.plannedSeconds === null ? formatDuration(run.seconds) : `${formatDuration(run.seconds)} (${t.plannedShort(formatDuration(run.plannedSeconds))})`,
      ])}
    >
      <LineChart
        h={220}
        data={data}
        dataKey="date"
        series={series}
        connectNulls
        curveType="linear"
        accessibilityLayer={false}
        valueFormatter={formatDuration}
        dotProps={{ r: 3 }}
        xAxisProps={{ minTickGap: 12 }}
        yAxisProps={{ domain: [0, axis.ticks.at(-1)!], ticks: axis.ticks, interval: 0, tickFormatter: formatHoursMinutes, width: 52 }}
      />
    </ChartFigure>
  );
}

interface TaskDetailProps {
  id: string;
  employeeId: number;
  taskName: string | null;
  /** The chosen task's row of the table (its mean and planned times, from the overview's one request). */
  totals?: TaskTotals;
}

/** The chosen task of the table: its time on each date and the time each of its steps takes, beside what was planned. */
export function TaskDetail({ id, employeeId, taskName, totals }: TaskDetailProps) {
  const headingId = useId();
  const stepsHeadingId = useId();
  const detail = useTaskStatistics(employeeId, taskName);
  // While the next task loads, the previous one stays, dimmed, so the panel does not jump.
  const stale = detail.isPlaceholderData;

  let body;
  if (taskName === null) body = <p className={classes.note}>{t.choose}</p>;
  else if (!detail.data) body = detail.isError ? <LoadFailed onRetry={() => void detail.refetch()} /> : <PageLoader />;
  else
    body = (
      <div className={classes.detailBody} data-stale={stale || undefined}>
        {totals && totals.plannedSeconds !== null ? (
          <p className={classes.note}>{t.plannedVsTaken(formatMinutes(totals.plannedSeconds), formatMinutes(totals.averageSeconds))}</p>
        ) : null}
        <RunsChart runs={detail.data.runs} />
        <section className={classes.figure} aria-labelledby={stepsHeadingId}>
          <div className={classes.figureHeadText}>
            <h3 id={stepsHeadingId} className={classes.subTitle}>
              {t.stepsTitle}
            </h3>
            <p className={classes.note}>{t.stepsIntro}</p>
          </div>
          <StepTimes steps={detail.data.steps} />
        </section>
      </div>
    );

  return (
    <section id={id} className={classes.card} aria-labelledby={headingId} aria-busy={stale || undefined}>
      <h2 id={headingId} className={classes.cardTitle}>
        {detail.data && taskName !== null ? detail.data.taskName : t.chosenTitle}
      </h2>
      {body}
    </section>
  );
}
