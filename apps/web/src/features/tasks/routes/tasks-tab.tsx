import type { Employee, Step, TaskWithSteps } from '@plan-dan/contract';
import { Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PlusIcon } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { PageLoader } from '@/components/page-loader';
import { hr } from '@/i18n/hr';
import { inAppZone } from '@plan-dan/web-common/app-time-zone';
import { useNow } from '@plan-dan/web-common/use-now';
import { notifySaved } from '@/lib/notify';
import { useDeleteStep } from '../api/delete-step';
import { useDeleteFollowing } from '../api/delete-following';
import { useDeleteTask } from '../api/delete-task';
import { useCurrentTasks, useOlderDoneTasks } from '../api/get-tasks';
import { stepNameInputId } from '../components/add-step-form';
import { PhotoReviewModal } from '../components/photo-review-modal';
import { RoutineDeleteDialog } from '../components/routine-delete-dialog';
import { TaskFormModal } from '../components/task-form-modal';
import { TaskSection } from '../components/task-section';
import classes from '../components/tasks.module.css';
import { lastPageAddsNothing, olderDoneTasks, splitByPriority } from '../task-model';

const t = hr.tasks;

/**
 * Zadaci: the open tasks and those finished in the last days in two lists, from one request; older finished
 * ones only when asked for ('Prikaži starije'), a page at a time.
 */
export function TasksTab({ employee }: { employee: Employee }) {
  const employeeId = employee.id;
  const tasks = useCurrentTasks(employeeId);
  const deleteMutation = useDeleteTask(employeeId);
  const deleteStepMutation = useDeleteStep(employeeId);
  const deleteFollowingMutation = useDeleteFollowing(employeeId);
  // The routine's form keeps its routine while it closes.
  const [editRoutineId, setEditRoutineId] = useState<number | null>(null);
  const [editOpened, editForm] = useDisclosure(false);
  const [formOpened, form] = useDisclosure(false);
  const [toDelete, setToDelete] = useState<TaskWithSteps | null>(null);
  const [stepToDelete, setStepToDelete] = useState<Step | null>(null);
  const [reviewTaskId, setReviewTaskId] = useState<number | null>(null);

  // The list arrives in a synchronous render (react-query's store); the cards render after it, in a
  // deferred render React can interrupt, so a long list never blocks the page in one piece.
  const list = useDeferredValue(tasks.data, undefined);
  const groups = useMemo(() => splitByPriority(list ?? []), [list]);
  // Renewed every minute, so a task turns late while the list is open.
  const now = inAppZone(useNow());

  // 'Prikaži starije': nothing is read until pressed; each press reads a page, and the next one while a page
  // brings only tasks shown already (finished in the last days, so in the lists above).
  const [olderOpen, setOlderOpen] = useState(false);
  const older = useOlderDoneTasks(employeeId, olderOpen);
  const shownIds = useMemo(() => new Set((list ?? []).map((task) => task.id)), [list]);
  // Not deferred: the count decides whether another page is needed.
  const olderPages = older.data?.pages;
  const olderTasks = useMemo(() => olderDoneTasks(olderPages ?? [], shownIds), [olderPages, shownIds]);
  const { hasNextPage, isFetching: olderFetching, fetchNextPage } = older;
  const olderLoaded = older.data !== undefined;
  const lastPageShowsNothing = useMemo(() => lastPageAddsNothing(olderPages ?? [], shownIds), [olderPages, shownIds]);
  useEffect(() => {
    if (olderLoaded && lastPageShowsNothing && hasNextPage && !olderFetching) void fetchNextPage();
  }, [olderLoaded, lastPageShowsNothing, hasNextPage, olderFetching, fetchNextPage]);
  const showOlder = () => {
    if (!olderOpen) setOlderOpen(true);
    else if (older.isError) void older.refetch();
    else void fetchNextPage();
  };
  const noMoreOlder = olderLoaded && !hasNextPage;

  const reviewTask =
    (reviewTaskId !== null && (list?.find((task) => task.id === reviewTaskId) ?? olderTasks.find((task) => task.id === reviewTaskId))) || null;

  // Stable, so the cards (memoised) re-render only when their own task changes.
  const onDelete = useCallback((task: TaskWithSteps) => setToDelete(task), []);
  const openEditForm = editForm.open;
  const onEditRoutine = useCallback(
    (task: TaskWithSteps) => {
      if (!task.routine) return;
      setEditRoutineId(task.routine.id);
      openEditForm();
    },
    [openEditForm],
  );
  const onDeleteStep = useCallback((step: Step) => setStepToDelete(step), []);
  const onReview = useCallback((taskId: number) => setReviewTaskId(taskId), []);

  const cancelDelete = () => {
    deleteMutation.reset();
    deleteFollowingMutation.reset();
    setToDelete(null);
  };
  const confirmDeleteFollowing = () => {
    if (!toDelete) return;
    deleteFollowingMutation.mutate(toDelete, {
      onSuccess: () => {
        notifySaved(t.removedFollowing(toDelete.taskName));
        setToDelete(null);
      },
    });
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    deleteMutation.mutate(toDelete.id, {
      onSuccess: () => {
        notifySaved(t.removed(toDelete.taskName));
        setToDelete(null);
      },
    });
  };

  const cancelDeleteStep = () => {
    deleteStepMutation.reset();
    setStepToDelete(null);
  };
  const confirmDeleteStep = () => {
    if (!stepToDelete) return;
    deleteStepMutation.mutate(stepToDelete.id, {
      onSuccess: () => {
        notifySaved(t.stepRemoved(stepToDelete.description));
        setStepToDelete(null);
        // The step's button is gone; continue in its card's step field.
        requestAnimationFrame(() => document.getElementById(stepNameInputId(stepToDelete.task.id))?.focus());
      },
    });
  };

  if (tasks.isError) return <LoadFailed onRetry={() => void tasks.refetch()} />;
  if (!list) return <PageLoader />;

  const sectionProps = { employeeId, now, onDelete, onEditRoutine, onDeleteStep, onReview };
  return (
    <Stack gap="xl">
      <div className={classes.toolbar}>
        <Button leftSection={<PlusIcon size={18} />} onClick={form.open}>
          {t.add}
        </Button>
      </div>
      <TaskSection title={t.priority} tasks={groups.priority} shortSteps {...sectionProps} />
      <TaskSection title={t.normal} tasks={groups.normal} shortSteps={false} {...sectionProps} />
      {olderLoaded && olderTasks.length > 0 ? <TaskSection title={t.older} tasks={olderTasks} shortSteps={false} renderAll {...sectionProps} /> : null}
      <div className={classes.more}>
        {noMoreOlder ? (
          <Text c="dimmed">{t.noOlder}</Text>
        ) : (
          <Button variant="default" onClick={showOlder} loading={olderFetching}>
            {t.showOlder}
          </Button>
        )}
      </div>
      {older.isError ? <Text c="red">{hr.app.genericError}</Text> : null}

      <TaskFormModal employeeId={employeeId} opened={formOpened} onClose={form.close} />
      <TaskFormModal employeeId={employeeId} opened={editOpened && editRoutineId !== null} onClose={editForm.close} routineId={editRoutineId} />
      <PhotoReviewModal task={reviewTask} employeeId={employeeId} onClose={() => setReviewTaskId(null)} />
      <RoutineDeleteDialog
        task={toDelete?.routine ? toDelete : null}
        onOnlyThis={confirmDelete}
        onFollowing={confirmDeleteFollowing}
        onCancel={cancelDelete}
        pending={deleteMutation.isPending ? 'one' : deleteFollowingMutation.isPending ? 'following' : null}
        error={deleteMutation.isError || deleteFollowingMutation.isError ? hr.app.genericError : null}
      />
      <ConfirmDialog
        opened={toDelete !== null && !toDelete.routine}
        title={t.removeTitle}
        confirmLabel={hr.employees.remove}
        onConfirm={confirmDelete}
        onCancel={cancelDelete}
        pending={deleteMutation.isPending}
        error={deleteMutation.isError ? hr.app.genericError : null}
      >
        {toDelete ? t.removeText(toDelete.taskName) : null}
      </ConfirmDialog>
      <ConfirmDialog
        opened={stepToDelete !== null}
        title={t.removeStepTitle}
        confirmLabel={hr.employees.remove}
        onConfirm={confirmDeleteStep}
        onCancel={cancelDeleteStep}
        pending={deleteStepMutation.isPending}
        error={deleteStepMutation.isError ? hr.app.genericError : null}
      >
        {stepToDelete ? t.removeStepText(stepToDelete.description, stepToDelete.photo !== null) : null}
      </ConfirmDialog>
    </Stack>
  );
}
