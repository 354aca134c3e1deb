import type { Step, TaskWithSteps } from '@plan-dan/contract';
import { isLate } from '@plan-dan/contract/task-rules';
import type { ZonedParts } from '@plan-dan/contract/time-zone';
import { Button, Text } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { hrTasks } from '@/i18n/hr-tasks';
import { hrTaskDay as d } from '@/i18n/hr-task-media';
import { formatDate } from '@/lib/dates';
import { dayName, groupByDay, splitFinished } from '../task-view';
import { TaskCard, type PictogramSlots, type StepSupportSlot } from './task-card';
import classes from './tasks.module.css';
import { useProgressiveCount } from './use-progressive-count';

// About a screen and a half of cards at a time.
const PAGE_SIZE = 12;

export interface TaskCardActions {
  onDelete: (task: TaskWithSteps) => void;
  onEditRoutine: (task: TaskWithSteps) => void;
  onEditTask: (task: TaskWithSteps) => void;
  onDeleteStep: (step: Step) => void;
  onReview: (taskId: number) => void;
  /** The cards on which 'Uredi' was chosen. */
  editingIds: ReadonlySet<number>;
  onToggleEditing: (taskId: number) => void;
  /** Given by the app shell: the coach's support record under each step. */
  stepSupport?: StepSupportSlot;
  /** The cards in 'Bilježenje podrške': they stay among the open tasks when their task is finished meanwhile. */
  recordingIds: ReadonlySet<number>;
  onToggleRecording: (taskId: number) => void;
  /** Given by the app shell: 'Piktogram' for the steps and the task while a card is in 'Uredi'. */
  pictograms?: PictogramSlots;
}

interface TaskSectionProps extends TaskCardActions {
  title: string;
  tasks: TaskWithSteps[];
  employeeId: number;
  /** Now in the app's zone, for the late mark and the days' names. */
  now: ZonedParts;
  shortSteps: boolean;
  /** Said when the section has no task. */
  emptyText: string;
  /**
   * 'days': open tasks under their day's heading, finished ones folded away ('Završeni zadaci (3)'), a page of
   * cards at a time. 'flat': every card as given (a list that grows by pages the user asks for).
   */
  layout?: 'days' | 'flat';
  /** Several days ('Ova sedmica', 'Sve'): the days side by side as columns where the screen is wide enough. */
  dayColumns?: boolean;
}

/** The heading of a day: 'Danas', 'Sutra', 'Jučer', or its weekday and date. */
export function dayHeading(date: string, today: string): string {
  const name = dayName(date, today);
  if (name.kind === 'today') return d.views.today;
  if (name.kind === 'tomorrow') return d.views.tomorrow;
  if (name.kind === 'yesterday') return d.yesterday;
  return d.dayHeading(hrTasks.weekdayNames[name.weekday - 1] ?? '', formatDate(name.date));
}

function CardList({ tasks, now, titleLevel, editingIds, recordingIds, ...props }: Omit<TaskSectionProps, 'title' | 'emptyText' | 'layout'> & { titleLevel: 3 | 4 }) {
  return (
    <ul className={classes.grid}>
      {tasks.map((task) => (
        <li key={task.id}>
          <TaskCard task={task} late={isLate(task, now)} titleLevel={titleLevel} editing={editingIds.has(task.id)}
            recording={recordingIds.has(task.id)}
            {...props}
          />
        </li>
      ))}
    </ul>
  );
}

/** The finished tasks of the section, folded away with their count; their cards render once opened. */
function Finished({ titleLevel, ...props }: Omit<TaskSectionProps, 'title' | 'emptyText' | 'layout'> & { titleLevel: 3 | 4 }) {
  const [open, setOpen] = useState(false);
  return (
    <details className={classes.finished} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{d.finished(props.tasks.length)}</summary>
      {open ? <CardList {...props} titleLevel={titleLevel} /> : null}
    </details>
  );
}

/** 'Prioritetni zadaci' or 'Manje prioritetni zadaci' of the view: the days, then the finished ones folded away. */
export function TaskSection({ title, tasks, emptyText, layout = 'days', dayColumns = false, recordingIds, ...rest }: TaskSectionProps) {
  const headingId = useId();
  const props = { ...rest, recordingIds };
  const { open, finished } = useMemo(
    () => (layout === 'days' ? splitFinished(tasks, recordingIds) : { open: tasks, finished: [] }),
    [tasks, layout, recordingIds],
  );
  const { visible, hasMore, showMore, sentinelRef } = useProgressiveCount(open.length, layout === 'flat' ? Infinity : PAGE_SIZE);
  const days = useMemo(() => groupByDay(open.slice(0, visible)), [open, visible]);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.sectionHeading}>
        {title}
        <span className={classes.count} aria-hidden="true">
          ({tasks.length})
        </span>
      </h2>
      {tasks.length === 0 ? <Text c="dimmed">{emptyText}</Text> : null}
      {layout === 'flat' ? (
        <CardList {...props} tasks={open} titleLevel={3} />
      ) : (
        <div className={dayColumns ? classes.dayColumns : undefined}>
          {days.map((day) => (
            <div key={day.date} className={classes.day}>
              <h3 className={classes.dayHeading}>
                <time dateTime={day.date}>{dayHeading(day.date, props.now.date)}</time>
              </h3>
              <CardList {...props} tasks={day.tasks} titleLevel={4} />
            </div>
          ))}
        </div>
      )}
      {hasMore ? (
        <div ref={sentinelRef} className={classes.more}>
          <Button variant="default" onClick={showMore}>
            {hrTasks.more(open.length - visible)}
          </Button>
        </div>
      ) : null}
      {/* Under the days' h3 headings their titles are h4; with no open task shown, h3 under the section's h2. */}
      {finished.length > 0 ? <Finished {...props} tasks={finished} titleLevel={days.length > 0 ? 4 : 3} /> : null}
    </section>
  );
}
