import { VisuallyHidden } from '@mantine/core';
import { SUPPORT_LEVELS } from '@plan-dan/contract/support-constants';
import type { IndependenceStep } from '@plan-dan/contract';
import { useId, useLayoutEffect, useRef } from 'react';
import { hrSupportIndependence as t } from '@/i18n/hr-support-independence';
import { formatDate } from '@/lib/dates';
import { levelCode, levelName } from '../levels';
import classes from './independence.module.css';

/** dd/mm of a YYYY-MM-DD date: the column is narrow, the year is read out (and in the title) only. */
const dayAndMonth = (date: string) => formatDate(date).slice(0, 5);

/**
 * Each step's levels across the latest runs, read without colour: a short mark per level (the legend and
 * each cell's hidden text give the full name), steps as rows, the runs' dates as columns, oldest first.
 */
export function SupportGrid({ steps }: { steps: readonly IndependenceStep[] }) {
  const headingId = useId();
  const legendId = useId();
  // Every step carries the same runs of the grid; the first one names the columns.
  const columns = steps[0]?.levels ?? [];
  const scrollBox = useRef<HTMLDivElement>(null);
  const latestRun = columns.at(-1)?.taskId;
  // Too narrow for every run (a phone): the latest runs, which matter most, are in view; older ones scroll in.
  useLayoutEffect(() => {
    const box = scrollBox.current;
    if (box) box.scrollLeft = box.scrollWidth;
  }, [latestRun]);
  return (
    <section className={classes.block} aria-labelledby={headingId}>
      <div>
        <h3 id={headingId} className={classes.subTitle}>
          {t.gridTitle}
        </h3>
        <p className={classes.note}>{t.gridNote(columns.length)}</p>
      </div>
      {/* Scrolls sideways on a phone: reachable by keyboard, named for screen readers. */}
      <div ref={scrollBox} className={classes.gridScroll} tabIndex={0} role="group" aria-labelledby={headingId}>
        <table className={classes.grid} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col" className={classes.stepHeader}>
                {t.step}
              </th>
              {columns.map((run) => (
                <th key={run.taskId} scope="col" className={classes.dateHeader} title={formatDate(run.date)}>
                  <span aria-hidden="true">{dayAndMonth(run.date)}</span>
                  <VisuallyHidden>{formatDate(run.date)}</VisuallyHidden>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {steps.map((step) => (
              <tr key={step.position}>
                <th scope="row" className={classes.stepName}>
                  {step.position}. {step.description}
                </th>
                {columns.map((run) => {
                  const level = step.levels.find((cell) => cell.taskId === run.taskId)?.level ?? null;
                  return (
                    <td key={run.taskId} className={classes.level} data-level={level ?? 'none'} title={levelName(level)}>
                      <span aria-hidden="true">{levelCode(level)}</span>
                      <VisuallyHidden>{levelName(level)}</VisuallyHidden>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={classes.legendRow}>
        <span id={legendId} className={classes.legendTitle}>
          {t.legend}
        </span>
        <ul className={classes.legend} aria-labelledby={legendId}>
          {[...SUPPORT_LEVELS, null].map((level) => (
            <li key={level ?? 'none'} className={classes.legendItem}>
              <span className={classes.legendCode} data-level={level ?? 'none'} aria-hidden="true">
                {levelCode(level)}
              </span>
              {levelName(level)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
