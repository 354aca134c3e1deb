import type { Step, TaskWithSteps } from '@plan-dan/contract';
import { isLate } from '@plan-dan/contract/task-rules';
import type { ZonedParts } from '@plan-dan/contract/time-zone';
import { Button, Text } from '@mantine/core';
import { useId } from 'react';
import { hr } from '@/i18n/hr';
import { TaskCard } from './task-card';
import classes from './tasks.module.css';
import { useProgressiveCount } from './use-progressive-count';

// About a screen and a half of cards at a time.
const PAGE_SIZE = 12;

interface TaskSectionProps {
  title: string;
  tasks: TaskWithSteps[];
  employeeId: number;
  /** Now in the app's zone, for the late mark. */
  now: ZonedParts;
  shortSteps: boolean;
  /** Render every card at once (a list that grows by pages the user asks for); otherwise a page at a time. */
  renderAll?: boolean;
  onDelete: (task: TaskWithSteps) => void;
  onEditRoutine: (task: TaskWithSteps) => void;
  onDeleteStep: (step: Step) => void;
  onReview: (taskId: number) => void;
}

/** One of the two lists, rendered a page at a time so long lists stay responsive. */
export function TaskSection({ title, tasks, employeeId, now, shortSteps, renderAll = false, onDelete, onEditRoutine, onDeleteStep, onReview }: TaskSectionProps) {
  const headingId = useId();
  const { visible, hasMore, showMore, sentinelRef } = useProgressiveCount(tasks.length, renderAll ? Infinity : PAGE_SIZE);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.sectionHeading}>
        {title}
        <span className={classes.count} aria-hidden="true">
          ({tasks.length})
        </span>
      </h2>
      {tasks.length === 0 ? (
        <Text c="dimmed">{hr.tasks.none}</Text>
      ) : (
        <ul className={classes.grid}>
          {tasks.slice(0, visible).map((task) => (
            <li key={task.id}>
              <TaskCard
                task={task}
                employeeId={employeeId}
                late={isLate(task, now)}
                shortSteps={shortSteps}
                onDelete={onDelete}
                onEditRoutine={onEditRoutine}
                onDeleteStep={onDeleteStep}
                onReview={onReview}
              />
            </li>
          ))}
        </ul>
      )}
      {hasMore ? (
        <div ref={sentinelRef} className={classes.more}>
          <Button variant="default" onClick={showMore}>
            {hr.tasks.more(tasks.length - visible)}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
