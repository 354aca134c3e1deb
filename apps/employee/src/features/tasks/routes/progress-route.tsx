import { LoadError, Loading } from '@/components/query-state';
import { hr } from '@/i18n/hr';
import { timestampParts } from '@/lib/dates';
import { useEmployee } from '@/lib/employee-context';
import { useTasksQuery } from '../api/get-tasks';
import { CardNote, TaskCard } from '../components/task-card';
import { finishedTasks } from '../today';
import classes from './home-route.module.css';

/** 'Napredak': everything the employee has finished, the newest first. */
export function ProgressRoute() {
  const employee = useEmployee();
  const tasks = useTasksQuery(employee.id);

  let content;
  if (tasks.isPending) content = <Loading />;
  else if (tasks.isError && !tasks.data) content = <LoadError error={tasks.error} onRetry={() => void tasks.refetch()} />;
  else {
    const finished = finishedTasks(tasks.data ?? []);
    content =
      finished.length === 0 ? (
        <p>{hr.progress.empty}</p>
      ) : (
        <ul className={classes.list}>
          {finished.map((task) => {
            const end = task.end ? timestampParts(task.end) : undefined;
            return (
              <li key={task.id}>
                <TaskCard task={task} headingLevel={2}>{end ? <CardNote>{hr.progress.finishedAt(end.date, end.time)}</CardNote> : null}</TaskCard>
              </li>
            );
          })}
        </ul>
      );
  }

  return (
    <>
      <h1 className={classes.greeting}>{hr.progress.title}</h1>
      {content}
    </>
  );
}
