import type { AccessLogEntry } from '@plan-dan/contract';
import { useEffect, useRef } from 'react';
import { hrAccessLog as t } from '@/i18n/hr-access-log';
import { actionSentence, entryWhen, roleWords } from '../access-log-words';
import classes from './access-history.module.css';

interface AccessLogTableProps {
  entries: readonly AccessLogEntry[];
  /** The section's heading, which names the table. */
  labelledBy: string;
  /** The entries are the previous filter's while the chosen one loads. */
  busy: boolean;
  /** The entry to take the focus: the first of a page just loaded. */
  focusId: number | null;
}

/** Kada / Tko / Što, one row an entry, newest first. */
export function AccessLogTable({ entries, labelledBy, busy, focusId }: AccessLogTableProps) {
  const focusRow = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (focusId !== null) focusRow.current?.focus();
  }, [focusId]);

  // The roles are the elements' own, said again: a phone's width lays the rows out as blocks, and some browsers
  // (Safari) then forget that a table is one.
  return (
    <table role="table" className={`${classes.table} ${busy ? classes.busy : ''}`} aria-labelledby={labelledBy} aria-busy={busy || undefined}>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader" className={classes.when}>
            {t.when}
          </th>
          <th scope="col" role="columnheader">{t.who}</th>
          <th scope="col" role="columnheader">{t.what}</th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {entries.map((entry) => {
          const when = entryWhen(entry.at);
          const focused = entry.id === focusId;
          return (
            <tr role="row" key={entry.id} ref={focused ? focusRow : undefined} tabIndex={focused ? -1 : undefined}>
              <td role="cell">
                <time dateTime={entry.at}>
                  {when ? (
                    <>
                      <span className={classes.part}>{when.date}</span> <span className={classes.part}>{when.time}</span>
                    </>
                  ) : (
                    entry.at
                  )}
                </time>
              </td>
              <td role="cell">
                {entry.who.name} <span className={classes.role}>{roleWords(entry.who.role)}</span>
              </td>
              <td role="cell">{actionSentence(entry.action, entry.detail)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
