import { Button, VisuallyHidden } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { hrStatistics as t } from '@/i18n/hr-statistics';
import classes from './statistics.module.css';

interface ChartFigureProps {
  title: string;
  headingLevel: 2 | 3;
  /** A line under the title, e.g. the month. */
  note?: string;
  /** The chart's figures as a table: its two column titles and rows. */
  columns: readonly [string, string];
  rows: readonly (readonly [string, string])[];
  /** The chart; hidden from screen readers, which read the table instead. */
  children: ReactNode;
}

/**
 * A chart with its figures as a table: screen readers always get the table (the drawing is hidden from
 * them), and 'Prikaži kao tablicu' shows it on screen in place of the chart.
 */
export function ChartFigure({ title, headingLevel, note, columns, rows, children }: ChartFigureProps) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const table = (
    <table className={`${classes.table} ${classes.figureTable}`}>
      <VisuallyHidden component="caption">{title}</VisuallyHidden>
      <thead>
        <tr>
          <th scope="col">{columns[0]}</th>
          <th scope="col" className={classes.numeric}>
            {columns[1]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value], index) => (
          <tr key={index}>
            <th scope="row">{label}</th>
            <td className={classes.numeric}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <figure className={classes.figure} aria-labelledby={headingId}>
      <div className={classes.figureHead}>
        <div className={classes.figureHeadText}>
          <Heading id={headingId} className={headingLevel === 2 ? classes.cardTitle : classes.subTitle}>
            {title}
          </Heading>
          {note ? <p className={classes.note}>{note}</p> : null}
        </div>
        <Button variant={asTable ? 'light' : 'subtle'} size="compact-sm" aria-pressed={asTable} onClick={() => setAsTable((shown) => !shown)}>
          {t.showTable}
        </Button>
      </div>
      {asTable ? (
        <div className={classes.tableScroll}>{table}</div>
      ) : (
        <>
          <div className={classes.chart} aria-hidden="true">
            {children}
          </div>
          <VisuallyHidden>{table}</VisuallyHidden>
        </>
      )}
    </figure>
  );
}
