import { BigButton } from '@/components/big-button';
import { Notice } from '@/components/notice';
import { errorText, LoadError, Loading } from '@/components/query-state';
import { hr } from '@/i18n/hr';
import { timestampParts } from '@/lib/dates';
import { useEmployee } from '@/lib/employee-context';
import { useFinishedTasksQuery } from '../api/get-tasks';
import { CardNote, TaskCard } from '../components/task-card';
import { finishedTasksOfPages } from '../task-pages';
import classes from './home-route.module.css';
import progressClasses from './progress-route.module.css';

/** 'Napredak': what the employee has finished, the newest first, a page at a time. */
export function ProgressRoute() {
  const employee = useEmployee();
  const finished = useFinishedTasksQuery(employee.id);

  let content;
  if (finished.isPending) content = <Loading />;
  else if (finished.isError && !finished.data) content = <LoadError error={finished.error} onRetry={() => void finished.refetch()} />;
  else {
    const tasks = finishedTasksOfPages(finished.data);
    content =
      tasks.length === 0 ? (
        <p>{hr.progress.empty}</p>
      ) : (
        <>
          <ul className={classes.list}>
            {tasks.map((task) => {
              const end = task.end ? timestampParts(task.end) : undefined;
              return (
                <li key={task.id}>
                  <TaskCard task={task} headingLevel={2}>{end ? <CardNote>{hr.progress.finishedAt(end.date, end.time)}</CardNote> : null}</TaskCard>
                </li>
              );
            })}
          </ul>
          {finished.isFetchNextPageError ? (
            <Notice>
              <p>{errorText(finished.error)}</p>
            </Notice>
          ) : null}
          {finished.hasNextPage ? (
            <div className={progressClasses.more}>
              {/* Not disabled while the page comes: the button keeps the focus of a keyboard or screen reader. */}
              <BigButton
                block
                variant="secondary"
                onClick={() => {
                  if (!finished.isFetchingNextPage) void finished.fetchNextPage();
                }}
                aria-busy={finished.isFetchingNextPage}
              >
                {hr.progress.showOlder}
              </BigButton>
            </div>
          ) : null}
        </>
      );
  }

  return (
    <>
      <h1 className={classes.greeting}>{hr.progress.title}</h1>
      {content}
    </>
  );
}
