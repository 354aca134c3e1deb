import type { Employee } from '@plan-dan/contract';
import { ActionIcon } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ChevronIcon } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { PageLoader } from '@/components/page-loader';
import { hr } from '@/i18n/hr';
import { todayIso } from '@/lib/dates';
import { useTaskCalendar } from '../api/get-tasks';
import classes from './calendar.module.css';
import { DayPanel } from './day-panel';
import { formatDayName, formatMonthAndYear, formatMonthName, monthGrid, shortMonthName } from './month-grid';

const c = hr.calendar;
const MONTH_NAMES = Array.from({ length: 12 }, (_, index) => formatMonthName(index));
const dayButtonId = (iso: string) => `calendar-day-${iso}`;

interface DayButtonProps {
  iso: string;
  day: number;
  count: number;
  selected: boolean;
  today: boolean;
  onToggle: (iso: string) => void;
}

/** A day: its number and, when it has tasks, their count; pressing it again closes the panel. */
function DayButton({ iso, day, count, selected, today, onToggle }: DayButtonProps) {
  const name = formatDayName(iso);
  return (
    <button
      type="button"
      id={dayButtonId(iso)}
      className={classes.day}
      data-has-tasks={count > 0 || undefined}
      aria-pressed={selected}
      aria-current={today ? 'date' : undefined}
      aria-label={count > 0 ? `${name}, ${c.count(count)}` : name}
      onClick={() => onToggle(iso)}
    >
      {day}
      {count > 0 ? (
        <span className={classes.dot} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </button>
  );
}

/** Kalendar: a year, its months, a Monday-first month grid with the days that have tasks marked. */
export function CalendarTab({ employee }: { employee: Employee }) {
  const today = todayIso();
  const [year, setYear] = useState(() => Number(today.slice(0, 4)));
  const [month, setMonth] = useState(() => Number(today.slice(5, 7)) - 1);
  const [selected, setSelected] = useState<string | null>(null);

  // The marks: the shown year's counts per day, computed by the server (read again when the year changes).
  const counts = useTaskCalendar(employee.id, year);
  const countByDate = useMemo(() => new Map((counts.data?.days ?? []).map((day) => [day.date, day.total])), [counts.data]);
  const weeks = useMemo(() => monthGrid(year, month), [year, month]);

  if (counts.isPending) return <PageLoader />;
  if (counts.isError) return <LoadFailed onRetry={() => void counts.refetch()} />;

  const toggleDay = (iso: string) => setSelected((current) => (current === iso ? null : iso));
  const closePanel = () => {
    const day = selected;
    setSelected(null);
    // Back to the day that opened the panel (if it is still shown).
    if (day) requestAnimationFrame(() => document.getElementById(dayButtonId(day))?.focus());
  };

  return (
    <div className={classes.layout} data-panel={selected ? true : undefined}>
      <div className={classes.calendar}>
        <div className={classes.yearNav}>
          <ActionIcon variant="subtle" size="lg" aria-label={c.prevYear} onClick={() => setYear((y) => y - 1)}>
            <ChevronIcon direction="left" />
          </ActionIcon>
          <span className={classes.year} aria-live="polite">
            {year}
          </span>
          <ActionIcon variant="subtle" size="lg" aria-label={c.nextYear} onClick={() => setYear((y) => y + 1)}>
            <ChevronIcon direction="right" />
          </ActionIcon>
        </div>

        <div className={classes.months}>
          {MONTH_NAMES.map((name, index) => (
            <button
              key={name}
              type="button"
              className={classes.month}
              aria-pressed={index === month}
              aria-label={name}
              onClick={() => setMonth(index)}
            >
              {shortMonthName(name)}
            </button>
          ))}
        </div>

        <table className={classes.table}>
          <caption className={classes.caption}>{formatMonthAndYear(year, month)}</caption>
          <thead>
            <tr>
              {c.weekdays.map((weekday) => (
                <th key={weekday} scope="col" className={classes.weekday}>
                  {weekday}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, index) => (
              <tr key={index}>
                {week.map((cell, column) =>
                  cell ? (
                    <td key={cell.iso} className={classes.cell}>
                      <DayButton
                        iso={cell.iso}
                        day={cell.day}
                        count={countByDate.get(cell.iso) ?? 0}
                        selected={selected === cell.iso}
                        today={cell.iso === today}
                        onToggle={toggleDay}
                      />
                    </td>
                  ) : (
                    <td key={`empty-${column}`} className={classes.cell} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {selected ? <DayPanel employee={employee} day={selected} onClose={closePanel} /> : null}
    </div>
  );
}
