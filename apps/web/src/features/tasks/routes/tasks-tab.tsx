import type { Employee, TaskWithSteps } from '@plan-dan/contract';
import { Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { PlusIcon } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { PageLoader } from '@/components/page-loader';
import { hr } from '@/i18n/hr';
import { inAppZone } from '@plan-dan/web-common/app-time-zone';
import { useNow } from '@plan-dan/web-common/use-now';
import { useCurrentTasks } from '../api/get-tasks';
import { PhotoReviewModal } from '../components/photo-review-modal';
import { StepDeleteDialog, TaskDeleteDialog } from '../components/task-delete-dialogs';
import { TaskFormModal } from '../components/task-form-modal';
import { TaskSection } from '../components/task-section';
import classes from '../components/tasks.module.css';
import { useOlderTasks } from '../components/use-older-tasks';
import { useStepDeletion } from '../components/use-step-deletion';
import { useTaskDeletion } from '../components/use-task-deletion';
import { splitByPriority } from '../task-model';

const t = hr.tasks;

/**
 * Zadaci: the open tasks and those finished in the last days in two lists, from one request; older finished
 * ones only when asked for ('Prikaži starije'), a page at a time.
 */
export function TasksTab({ employee }: { employee: Employee }) {
  const employeeId = employee.id;
  const tasks = useCurrentTasks(employeeId);
  const taskDeletion = useTaskDeletion(employeeId);
  const stepDeletion = useStepDeletion(employeeId);
  // The routine's form keeps its routine while it closes.
  const [editRoutineId, setEditRoutineId] = useState<number | null>(null);
  const [editOpened, editForm] = useDisclosure(false);
  const [formOpened, form] = useDisclosure(false);
  const [reviewTaskId, setReviewTaskId] = useState<number | null>(null);

  // The list arrives in a synchronous render (react-query's store); the cards render after it, in a
  // deferred render React can interrupt, so a long list never blocks the page in one piece.
  const list = useDeferredValue(tasks.data, undefined);
  const groups = useMemo(() => splitByPriority(list ?? []), [list]);
  // Renewed every minute, so a task turns late while the list is open.
  const now = inAppZone(useNow());
  const older = useOlderTasks(employeeId, list);

  const reviewTask =
    (reviewTaskId !== null && (list?.find((task) => task.id === reviewTaskId) ?? older.tasks.find((task) => task.id === reviewTaskId))) || null;

  // Stable, so the cards (memoised) re-render only when their own task changes.
  const openEditForm = editForm.open;
  const onEditRoutine = useCallback(
    (task: TaskWithSteps) => {
      if (!task.routine) return;
      setEditRoutineId(task.routine.id);
      openEditForm();
    },
    [openEditForm],
  );
  const onReview = useCallback((taskId: number) => setReviewTaskId(taskId), []);

  if (tasks.isError) return <LoadFailed onRetry={() => void tasks.refetch()} />;
  if (!list) return <PageLoader />;

  const sectionProps = { employeeId, now, onDelete: taskDeletion.ask, onEditRoutine, onDeleteStep: stepDeletion.ask, onReview };
  return (
    <Stack gap="xl">
      <div className={classes.toolbar}>
        <Button leftSection={<PlusIcon size={18} />} onClick={form.open}>
          {t.add}
        </Button>
      </div>
      <TaskSection title={t.priority} tasks={groups.priority} shortSteps {...sectionProps} />
      <TaskSection title={t.normal} tasks={groups.normal} shortSteps={false} {...sectionProps} />
      {older.loaded && older.tasks.length > 0 ? <TaskSection title={t.older} tasks={older.tasks} shortSteps={false} renderAll {...sectionProps} /> : null}
      <div className={classes.more}>
        {older.noMore ? (
          <Text c="dimmed">{t.noOlder}</Text>
        ) : (
          <Button variant="default" onClick={older.showMore} loading={older.fetching}>
            {t.showOlder}
          </Button>
        )}
      </div>
      {older.failed ? <Text c="red">{hr.app.genericError}</Text> : null}

      <TaskFormModal employeeId={employeeId} opened={formOpened} onClose={form.close} />
      <TaskFormModal employeeId={employeeId} opened={editOpened && editRoutineId !== null} onClose={editForm.close} routineId={editRoutineId} />
      <PhotoReviewModal task={reviewTask} employeeId={employeeId} onClose={() => setReviewTaskId(null)} />
      <TaskDeleteDialog deletion={taskDeletion} />
      <StepDeleteDialog deletion={stepDeletion} />
    </Stack>
  );
}
