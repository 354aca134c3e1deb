import { Button } from '@mantine/core';
import { TASK_SUMMARY_PAGE_SIZE } from '@plan-dan/contract/constants';
import type { TaskTotals } from '@plan-dan/contract';
import { useId, useState } from 'react';
import { hrStatistics as t } from '@/i18n/hr-statistics';
import { formatDuration } from '../duration';
import { formatCount } from '../numbers';
import { clampPage, pageCount, pageRows } from '../pager';
import classes from './statistics.module.css';

interface TaskTableProps {
  tasks: readonly TaskTotals[];
  chosen: string | null;
  onChoose: (taskName: string) => void;
  /** The panel a row's button fills in. */
  detailId: string;
}

/**
 * The task names five to a page, from page 1, with how often each was done and its mean time. A row is
 * chosen by a click anywhere on it, or by its name's button from the keyboard; the chosen one is marked.
 */
export function TaskTable({ tasks, chosen, onChoose, detailId }: TaskTableProps) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  // Rows can go away while a later page is shown (a task deleted): stay on the last page there is.
  const current = clampPage(page, tasks.length, TASK_SUMMARY_PAGE_SIZE);
  const pages = pageCount(tasks.length, TASK_SUMMARY_PAGE_SIZE);
  // 'Planirano' only once some task had a planned time: most have none, and an empty column says nothing.
  const withPlanned = tasks.some((task) => task.plannedSeconds !== null);

  return (
    <section className={`${classes.card} ${classes.tableCard}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.cardTitle}>
        {t.tasksTitle}
      </h2>
      {tasks.length === 0 ? (
        <p className={classes.note}>{t.noTimedTasks}</p>
      ) : (
        <>
          <div className={classes.tableScroll}>
            <table className={classes.table} aria-labelledby={headingId}>
              <thead>
                <tr>
                  <th scope="col">{t.number}</th>
                  <th scope="col">{t.taskName}</th>
                  <th scope="col" className={`${classes.numeric} ${classes.wide}`}>
                    {t.runs}
                  </th>
                  <th scope="col" className={`${classes.numeric} ${classes.wide}`}>
                    {t.averageTime}
                  </th>
                  {withPlanned ? (
                    <th scope="col" className={`${classes.numeric} ${classes.wide}`}>
                      {t.planned}
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {pageRows(tasks, current, TASK_SUMMARY_PAGE_SIZE).map(({ row, number }) => {
                  const isChosen = row.taskName === chosen;
                  return (
                    // The name's button takes the keyboard; its click (mouse or Enter/Space) reaches the row.
                    <tr key={row.taskName} className={classes.row} data-chosen={isChosen || undefined} onClick={() => onChoose(row.taskName)}>
                      <td>{number}</td>
                      <td>
                        <button type="button" className={classes.rowButton} aria-current={isChosen ? 'true' : undefined} aria-controls={detailId}>
                          {row.taskName}
                        </button>
                        <span className={classes.rowFigures}>
                          {t.runsCount(row.runs)} · {formatDuration(row.averageSeconds)}
                          {row.plannedSeconds === null ? null : ` · ${t.plannedShort(formatDuration(row.plannedSeconds))}`}
                        </span>
                      </td>
                      <td className={`${classes.numeric} ${classes.wide}`}>{formatCount(row.runs)}</td>
                      <td className={`${classes.numeric} ${classes.wide}`}>{formatDuration(row.averageSeconds)}</td>
                      {withPlanned ? (
                        <td className={`${classes.numeric} ${classes.wide}`}>{row.plannedSeconds === null ? t.noPlanned : formatDuration(row.plannedSeconds)}</td>
                      ) : null}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className={classes.pager}>
            <Button className={classes.previous} variant="default" size="compact-md" aria-label={t.previousPage} disabled={current <= 1} onClick={() => setPage(current - 1)}>
              <span aria-hidden="true">‹&nbsp;</span>
              {t.previous}
            </Button>
            <p className={classes.pageText} aria-live="polite">
              {t.page(current, pages)}
            </p>
            <Button className={classes.next} variant="default" size="compact-md" aria-label={t.nextPage} disabled={current >= pages} onClick={() => setPage(current + 1)}>
              {t.next}
              <span aria-hidden="true">&nbsp;›</span>
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
