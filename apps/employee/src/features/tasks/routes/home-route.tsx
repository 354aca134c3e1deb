import type { TaskWithSteps } from '@plan-dan/contract';
import { useId } from 'react';
import { LoadError, Loading } from '@/components/query-state';
import { hr } from '@/i18n/hr';
import { hasStepWaitingForReview, isLate } from '@plan-dan/contract/task-rules';
import type { ZonedParts } from '@plan-dan/contract/time-zone';
import { inAppZone } from '@plan-dan/web-common/app-time-zone';
import { shortDate } from '@/lib/dates';
import { useEmployee } from '@/lib/employee-context';
import { usePictogramLook } from '@/lib/pictogram-look';
import { useNow } from '@plan-dan/web-common/use-now';
import { useTasksQuery } from '../api/get-tasks';
import { useStepPicturesOffline } from '../step-pictures-offline';
import { Celebration } from '../components/celebration';
import { CardNote, DueLine, StepsProgress, TaskCard } from '../components/task-card';
import { groupForToday, stepProgress } from '../today';
import classes from './home-route.module.css';

function dueText(task: TaskWithSteps, now: ZonedParts): string {
  return task.dueDate === now.date ? task.dueTime : hr.task.dueOn(shortDate(task.dueDate), task.dueTime);
}

function HomeTaskCard({ task, now }: { task: TaskWithSteps; now: ZonedParts }) {
  const { done, total } = stepProgress(task);
  return (
    <TaskCard task={task}>
      <DueLine when={dueText(task, now)} late={isLate(task, now)} />
      <StepsProgress done={done} total={total} />
      {hasStepWaitingForReview(task) ? <CardNote>⏳ {hr.photo.waiting}</CardNote> : null}
    </TaskCard>
  );
}

function TaskGroup({ title, tasks, now }: { title: string; tasks: TaskWithSteps[]; now: ZonedParts }) {
  const headingId = useId();
  if (tasks.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={classes.group}>
      <h2 id={headingId}>{title}</h2>
      <ul className={classes.list}>
        {tasks.map((task) => (
          <li key={task.id}>
            <HomeTaskCard task={task} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Zadaci': the greeting, then what is left for today (and from earlier days), by priority. */
export function HomeRoute() {
  const employee = useEmployee();
  const nowDate = useNow();
  const tasks = useTasksQuery(employee.id);
  useStepPicturesOffline(tasks.data, usePictogramLook());
  const now = inAppZone(nowDate);

  let content;
  if (tasks.isPending) {
    content = <Loading />;
  } else if (tasks.isError && !tasks.data) {
    content = <LoadError error={tasks.error} onRetry={() => void tasks.refetch()} />;
  } else {
    const groups = groupForToday(tasks.data ?? [], nowDate);
    content =
      groups.priority.length + groups.normal.length === 0 ? (
        <Celebration message={hr.home.allDone(employee.name)} />
      ) : (
        <>
          <TaskGroup title={hr.home.priority} tasks={groups.priority} now={now} />
          <TaskGroup title={hr.home.normal} tasks={groups.normal} now={now} />
        </>
      );
  }

  return (
    <>
      <h1 className={classes.greeting}>{hr.home.greeting(employee.name, employee.kidMale)}</h1>
      {content}
    </>
  );
}
