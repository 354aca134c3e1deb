import { LineChart } from '@mantine/charts';
import type { Statistics } from '@plan-dan/contract';
import { hrStatistics as t } from '@/i18n/hr-statistics';
import { formatDate } from '@/lib/dates';
import { countAxis } from '../axes';
import { formatCount, formatMonth } from '../numbers';
import { ChartFigure } from './chart-figure';
import classes from './statistics.module.css';

/** The axis shows the day of the month; the tooltip and the table the whole date (dd/mm/yyyy). */
const dayOfShownDate = (date: string) => String(Number(date.slice(0, 2)));

/** 'Završeni zadaci za tekući mjesec': one point for each day of the month, the axis never cutting a day off. */
export function MonthChart({ month, days }: Pick<Statistics, 'month' | 'days'>) {
  const data = days.map((day) => ({ date: formatDate(day.date), count: day.count }));
  const axis = countAxis(Math.max(0, ...days.map((day) => day.count)));
  // Every even label is shown, so a busy month gets a taller chart rather than crowded labels.
  const height = Math.max(260, axis.ticks.length * 22 + 50);
  return (
    <div className={classes.card}>
      <ChartFigure
        title={t.monthChart}
        headingLevel={2}
        note={formatMonth(month)}
        columns={[t.day, t.count]}
        rows={data.map((day) => [day.date, formatCount(day.count)])}
      >
        <LineChart
          h={height}
          data={data}
          dataKey="date"
          series={[{ name: 'count', label: t.monthSeries, color: 'brand.6' }]}
          curveType="linear"
          accessibilityLayer={false}
          valueFormatter={formatCount}
          dotProps={{ r: 3 }}
          xAxisProps={{ tickFormatter: dayOfShownDate, minTickGap: 6 }}
          yAxisProps={{ domain: [0, axis.ticks.at(-1)!], ticks: axis.ticks, interval: 0, allowDecimals: false, width: 36 }}
        />
      </ChartFigure>
    </div>
  );
}
