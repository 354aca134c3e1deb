import { phonePaths } from '@plan-dan/contract/app-paths';
import type { TaskWithSteps } from '@plan-dan/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { BigButton } from '@/components/big-button';
import { BackIcon, CheckIcon } from '@/components/icons';
import { Notice } from '@/components/notice';
import { errorText, LoadError, Loading } from '@/components/query-state';
import { ReadAloudButton } from '@/components/read-aloud-button';
import { hr } from '@/i18n/hr';
import { isApiError } from '@/lib/api-client';
import { shortDate, timestampParts } from '@/lib/dates';
import { useEmployee } from '@/lib/employee-context';
import { inAppZone } from '@plan-dan/web-common/app-time-zone';
import { useNow } from '@plan-dan/web-common/use-now';
import { useFinishTask } from '../api/finish-task';
import { useFinishedTasksQuery, useTasksQuery } from '../api/get-tasks';
import { useSetStepDone } from '../api/set-step-done';
import { useStartTask } from '../api/start-task';
import { FocusView, OneStepButton } from '../components/focus-view';
import { useOneStepChoice, useStartInView } from '../components/focus-view-choice';
import { PhotoStep } from '../components/photo-step';
import { PlainStep } from '../components/plain-step';
import { DueLine, StepsProgress } from '../components/task-card';
import { TaskCountdown } from '../components/step-countdown';
import { TaskFinishedMoment } from '../components/task-finished-moment';
import { isLate, stepState } from '@plan-dan/contract/task-rules';
import { stepCountdownProps } from '../countdown';
import { findTask } from '../task-pages';
import { stepProgress } from '../today';
import classes from './task-route.module.css';

function actionErrorText(error: unknown): string {
  if (isApiError(error) && error.code === 'task_not_started') return hr.task.startFirst;
  return errorText(error);
}

function ActionFailure({ error }: { error: unknown }) {
  return (
    <Notice>
      <p>{actionErrorText(error)}</p>
    </Notice>
  );
}

function TaskDetails({ task, employeeId, focusView }: { task: TaskWithSteps; employeeId: number; focusView: boolean }) {
  const titleId = useId();
  const descriptionId = useId();
  const stepsId = useId();
  const now = inAppZone(useNow());
  const start = useStartTask(employeeId, task.id);
  const finish = useFinishTask(employeeId, task.id);
  const setStepDone = useSetStepDone(employeeId, task.id);
  const started = task.start !== null;
  const finished = task.done === true;
  const { done, total } = stepProgress(task);
  const when = task.dueDate === now.date ? task.dueTime : hr.task.dueOn(shortDate(task.dueDate), task.dueTime);
  const busyStep = setStepDone.isPending ? setStepDone.variables?.stepId : undefined;
  const failure = start.error ?? finish.error ?? setStepDone.error;
  // Finished while the employee is here (the last step ticked, 'Završi', the last photo approved): the
  // whole screen says 'Bravo', once a visit, so that the list settling after the phone comes back online
  // does not say it again. One finished before it opened just says so under its title.
  const [wasFinished, setWasFinished] = useState(finished);
  const [moment, setMoment] = useState<'not yet' | 'shown' | 'closed'>(finished ? 'closed' : 'not yet');
  if (finished !== wasFinished) {
    setWasFinished(finished);
    if (finished && moment === 'not yet') setMoment('shown');
    if (!finished && moment === 'shown') setMoment('closed');
  }
  // 'Zatvori' (or Escape) stays with the task: its top, where the title and the finished notice are, takes
  // the focus once the moment has gone (while it is open, the rest of the page cannot be focused).
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusTitle = useRef(false);
  useEffect(() => {
    if (moment !== 'closed' || !focusTitle.current) return;
    focusTitle.current = false;
    titleRef.current?.focus();
  }, [moment]);
  const closeMoment = () => {
    focusTitle.current = true;
    setMoment('closed');
  };
  // The first step the manager refused, as the task opened: its control is brought into view once.
  const [revealStepId] = useState(() => task.subtasks.find((step) => stepState(step) === 'rejected')?.id);
  const oneStep = useOneStepChoice(focusView, started && !finished && total > 0);
  const startRef = useStartInView(focusView && !started && !finished);
  const titleRow = (
    <div className={classes.titleRow}>
      <h1 id={titleId} ref={titleRef} tabIndex={-1} className={classes.title}>
        {task.taskName}
      </h1>
      <ReadAloudButton text={task.taskName} describedBy={titleId} />
    </div>
  );

  if (oneStep.focused)
    return (
      <article className={classes.task} aria-labelledby={titleId}>
        {titleRow}
        <DueLine when={when} late={isLate(task, now)} />
        <FocusView
          task={task}
          employeeId={employeeId}
          busyStepId={busyStep}
          onStepDone={(stepId, value, onFailed) => setStepDone.mutate({ stepId, done: value }, { onError: onFailed })}
          onShowAll={oneStep.showAll}
          takeFocus={oneStep.takeFocus}
        />
        {failure ? <ActionFailure error={failure} /> : null}
      </article>
    );

  return (
    <article className={classes.task} aria-labelledby={titleId}>
      {titleRow}
      {!finished ? <DueLine when={when} late={isLate(task, now)} /> : null}
      {started && !finished && task.durationMinutes ? <TaskCountdown taskId={task.id} durationMinutes={task.durationMinutes} start={task.start!} /> : null}
      {finished && moment !== 'shown' ? (
        <Notice>
          <p className={classes.finished}>{hr.task.finished}</p>
        </Notice>
      ) : null}
      {moment === 'shown' ? <TaskFinishedMoment onClose={closeMoment} /> : null}

      <section className={classes.section} aria-labelledby={descriptionId}>
        <h2 id={descriptionId}>{hr.task.description}</h2>
        <div className={classes.description}>
          <p>{task.description}</p>
          <ReadAloudButton text={task.description} />
        </div>
      </section>

      <div ref={startRef} className={classes.startArea}>
        {started ? (
          <p className={classes.started}>
            <CheckIcon className={classes.startedIcon} />
            {hr.task.started(timestampParts(task.start!).date, timestampParts(task.start!).time)}
          </p>
        ) : (
          <BigButton block onClick={() => start.mutate()} disabled={start.isPending}>
            {hr.task.start}
          </BigButton>
        )}
      </div>

      <section className={classes.section} aria-labelledby={stepsId}>
        <h2 id={stepsId}>{hr.task.steps}</h2>
        {oneStep.offered ? <OneStepButton onClick={oneStep.showOne} /> : null}
        {total === 0 ? (
          <p>{hr.task.noSteps}</p>
        ) : (
          <>
            <StepsProgress done={done} total={total} />
            {!started ? <p className={classes.hint}>{hr.task.startFirst}</p> : null}
            <ul className={classes.steps}>
              {task.subtasks.map((step) =>
                step.needPhoto ? (
                  <PhotoStep
                    key={step.id}
                    step={step}
                    enabled={started}
                    employeeId={employeeId}
                    taskId={task.id}
                    reveal={step.id === revealStepId}
                    {...stepCountdownProps(task, step)}
                  />
                ) : (
                  <PlainStep
                    key={step.id}
                    step={step}
                    enabled={started}
                    busy={busyStep === step.id}
                    reveal={step.id === revealStepId}
                    {...stepCountdownProps(task, step)}
                    onChange={(value, onFailed) => setStepDone.mutate({ stepId: step.id, done: value }, { onError: onFailed })}
                  />
                ),
              )}
            </ul>
          </>
        )}
      </section>

      {failure ? <ActionFailure error={failure} /> : null}

      {!finished && total === 0 && started ? (
        <BigButton block onClick={() => finish.mutate()} disabled={finish.isPending} icon={<CheckIcon />}>
          {hr.task.finish}
        </BigButton>
      ) : null}
    </article>
  );
}

/**
 * One task: its description, the start, and the steps to tick or prove with a photo. It comes from
 * the current list (open tasks, any due date, and those finished in the last days); an older
 * finished one, opened from 'Napredak', from the loaded pages of finished tasks.
 */
export function TaskRoute({ focusView = false }: { focusView?: boolean }) {
  const employee = useEmployee();
  const { taskId } = useParams();
  const id = Number(taskId);
  const tasks = useTasksQuery(employee.id);
  const inCurrent = tasks.data?.some((candidate) => candidate.id === id) ?? false;
  // Asks for the first page of finished tasks only when the current list lacks the task and no page is cached.
  const finished = useFinishedTasksQuery(employee.id, tasks.data !== undefined && !inCurrent);
  const task = findTask(tasks.data, finished.data, id);

  let content;
  if (tasks.isPending) content = <Loading />;
  else if (tasks.isError && !tasks.data) content = <LoadError error={tasks.error} onRetry={() => void tasks.refetch()} />;
  else if (task) content = <TaskDetails task={task} employeeId={employee.id} focusView={focusView} />;
  else if (finished.isPending) content = <Loading />;
  else if (finished.isError && !finished.data) content = <LoadError error={finished.error} onRetry={() => void finished.refetch()} />;
  else if (finished.hasNextPage)
    content = (
      <>
        <h1>{hr.task.notListed}</h1>
        <p>{hr.task.notListedHint}</p>
        <Link to={phonePaths.progress} className={classes.back}>
          {hr.task.openProgress}
        </Link>
      </>
    );
  else content = <h1>{hr.task.notFound}</h1>;

  return (
    <>
      <Link to={phonePaths.home} className={classes.back}>
        <BackIcon />
        {hr.app.back}
      </Link>
      {content}
    </>
  );
}
