import { phonePaths } from '@plan-dan/contract/app-paths';
import type { TaskWithSteps } from '@plan-dan/contract';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ClockIcon } from '@/components/icons';
import { ProgressBar } from '@/components/progress-bar';
import { ReadAloudButton } from '@/components/read-aloud-button';
import { hr } from '@/i18n/hr';
import { PictogramDrawing } from './pictogram';
import classes from './task-card.module.css';

interface TaskCardProps {
  task: TaskWithSteps;
  /** The lines under the name: deadline, progress, state. */
  children?: ReactNode;
  /** h3 under a group heading, h2 straight under the screen's title. */
  headingLevel?: 2 | 3;
}

/** A task as a large card in its priority colour, its pictogram before its name; the whole card opens the task. */
export function TaskCard({ task, children, headingLevel = 3 }: TaskCardProps) {
  const nameId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={classes.card} data-priority={task.priority}>
      <div className={classes.top}>
        <Heading className={classes.name} id={nameId}>
          <Link to={phonePaths.task(task.id)} className={classes.link}>
            {/* In the line of the name, sized with its letters: it wraps with the words, never pushing them off the screen. */}
            {task.pictogram ? <PictogramDrawing pictogram={task.pictogram} label="" className={classes.pictogram} /> : null}
            {task.taskName}
          </Link>
        </Heading>
        <ReadAloudButton text={task.taskName} describedBy={nameId} />
      </div>
      {children}
    </article>
  );
}

export function DueLine({ when, late }: { when: string; late: boolean }) {
  return (
    <div className={classes.due}>
      <p>{hr.task.due(when)}</p>
      {late ? (
        <p className={classes.late}>
          <ClockIcon />
          {hr.task.late}
        </p>
      ) : null}
    </div>
  );
}

export function StepsProgress({ done, total }: { done: number; total: number }) {
  if (total === 0) return null;
  return <ProgressBar value={done / total} label={hr.task.progressLabel} valueText={hr.task.progress(done, total)} />;
}

export function CardNote({ children }: { children: ReactNode }) {
  return <p className={classes.note}>{children}</p>;
}
