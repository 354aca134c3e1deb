import '@mantine/core/styles/SegmentedControl.css';
import type { Employee, TaskWithSteps } from '@plan-dan/contract';
import { TASK_DIFFICULTIES } from '@plan-dan/contract/constants';
import { Button, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { HourglassIcon, PlusIcon } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { PageLoader } from '@/components/page-loader';
import { hr } from '@/i18n/hr';
import { hrTasks } from '@/i18n/hr-tasks';
import { hrTaskDay as d } from '@/i18n/hr-task-media';
import { inAppZone } from '@plan-dan/web-common/app-time-zone';
import { useNow } from '@plan-dan/web-common/use-now';
import { useCurrentTasks } from '../api/get-tasks';
import { PhotoReviewModal } from '../components/photo-review-modal';
import { StepDeleteDialog, TaskDeleteDialog } from '../components/task-delete-dialogs';
import { TaskFormModal } from '../components/task-form-modal';
import type { PictogramSlots, StepSupportSlot } from '../components/task-card';
import { TaskSection } from '../components/task-section';
import classes from '../components/tasks.module.css';
import { useOlderTasks } from '../components/use-older-tasks';
import { useStepDeletion } from '../components/use-step-deletion';
import { useTaskDeletion } from '../components/use-task-deletion';
import { splitByPriority } from '../task-model';
import { TASK_VIEWS, tasksInView, viewOfParam, VIEW_PARAMS, type DifficultyFilter, type TaskView } from '../task-view';

const t = hrTasks;

const viewOptions = TASK_VIEWS.map((value) => ({ value, label: d.views[value] }));
const difficultyOptions = [{ value: 'all', label: d.difficultyAll }, ...TASK_DIFFICULTIES.map((value) => ({ value, label: d.difficulties[value] }))];
const isDifficultyFilter = (value: string): value is DifficultyFilter => value === 'all' || (TASK_DIFFICULTIES as readonly string[]).includes(value);

/** A card's mode ('Uredi', 'Bilježenje podrške') switched on or off in the tab's set of cards. */
const toggled = (taskId: number) => (current: ReadonlySet<number>) => {
  const next = new Set(current);
  if (!next.delete(taskId)) next.add(taskId);
  return next;
};

/**
 * Zadaci read like a day: 'Danas' (today, and whatever is late or waits for a review), 'Sutra', 'Ova sedmica'
 * or 'Sve', each in the spec's two lists with the days' headings and the finished tasks folded away; a
 * difficulty filter. One request (the current list), filtered here; older finished tasks only when asked
 * for ('Prikaži starije'), a page at a time.
 */
export function TasksTab({ employee, stepSupport, pictograms }: { employee: Employee; stepSupport?: StepSupportSlot; pictograms?: PictogramSlots }) {
  const employeeId = employee.id;
  const tasks = useCurrentTasks(employeeId);
  const taskDeletion = useTaskDeletion(employeeId);
  const stepDeletion = useStepDeletion(employeeId);
  // The view is in the address (?prikaz=sutra), so a reload or a link keeps it; 'Danas' has none.
  const [search, setSearch] = useSearchParams();
  const view = viewOfParam(search.get('prikaz'));
  const setView = (next: TaskView) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'today') params.delete('prikaz');
        else params.set('prikaz', VIEW_PARAMS[next]);
        return params;
      },
      { replace: true },
    );
  const [difficulty, setDifficulty] = useState<DifficultyFilter>('all');
  // The routine's and the task's forms keep what they edit while they close.
  const [editRoutineId, setEditRoutineId] = useState<number | null>(null);
  const [editOpened, editForm] = useDisclosure(false);
  const [editTask, setEditTask] = useState<TaskWithSteps | null>(null);
  const [taskEditOpened, taskEditForm] = useDisclosure(false);
  const [formOpened, form] = useDisclosure(false);
  const [reviewTaskId, setReviewTaskId] = useState<number | null>(null);

  // The list arrives in a synchronous render (react-query's store); the cards render after it, in a
  // deferred render React can interrupt, so a long list never blocks the page in one piece.
  const list = useDeferredValue(tasks.data, undefined);
  // Renewed every minute, so a task turns late (and the day changes) while the list is open.
  const instant = useNow();
  const now = useMemo(() => inAppZone(instant), [instant]);
  const groups = useMemo(() => splitByPriority(tasksInView(list ?? [], view, difficulty, now)), [list, view, difficulty, now]);
  const older = useOlderTasks(employeeId, list);
  const waiting = useMemo(() => (list ?? []).filter((task) => task.pendingReview), [list]);

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
  const openTaskEditForm = taskEditForm.open;
  const onEditTask = useCallback(
    (task: TaskWithSteps) => {
      setEditTask(task);
      openTaskEditForm();
    },
    [openTaskEditForm],
  );
  const onReview = useCallback((taskId: number) => setReviewTaskId(taskId), []);
  const [editingIds, setEditingIds] = useState<ReadonlySet<number>>(() => new Set());
  const onToggleEditing = useCallback((taskId: number) => setEditingIds(toggled(taskId)), []);

  const [recordingIds, setRecordingIds] = useState<ReadonlySet<number>>(() => new Set());
  const onToggleRecording = useCallback((taskId: number) => setRecordingIds(toggled(taskId)), []);

  if (tasks.isError) return <LoadFailed onRetry={() => void tasks.refetch()} />;
  if (!list) return <PageLoader />;

  const sectionProps = {
    employeeId,
    now,
    emptyText: d.nothingIn[view],
    dayColumns: view === 'week' || view === 'all',
    onDelete: taskDeletion.ask,
    onEditRoutine,
    onEditTask,
    onDeleteStep: stepDeletion.ask,
    onReview,
    editingIds,
    onToggleEditing,
    stepSupport,
    pictograms,
    recordingIds,
    onToggleRecording,
  };
  return (
    <Stack gap="lg">
      <div className={classes.dayToolbar}>
        <SegmentedControl
          aria-label={d.viewsLabel}
          data={viewOptions}
          value={view}
          onChange={(value) => setView(value as TaskView)}
          size="md"
          classNames={{ root: classes.views }}
        />
        <div className={classes.dayFilters}>
          <NativeSelect
            label={d.difficultyFilter}
            data={difficultyOptions}
            value={difficulty}
            size="md"
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isDifficultyFilter(value)) setDifficulty(value);
            }}
          />
          <Button size="md" leftSection={<PlusIcon size={18} />} onClick={form.open}>
            {t.add}
          </Button>
        </div>
      </div>
      {waiting.length > 0 ? (
        // What the manager does next, on screen whatever the view and however long the lists.
        <div className={classes.waitingNow}>
          <span>{d.waitingNow}</span>
          {waiting.map((task) => (
            <button key={task.id} type="button" className={classes.waiting} onClick={() => onReview(task.id)}>
              <HourglassIcon size={16} />
              {d.reviewTask(task.taskName)}
            </button>
          ))}
        </div>
      ) : null}
      <TaskSection title={t.priority} tasks={groups.priority} shortSteps {...sectionProps} />
      <TaskSection title={t.normal} tasks={groups.normal} shortSteps={false} {...sectionProps} />
      {older.loaded && older.tasks.length > 0 ? (
        <TaskSection title={t.older} tasks={older.tasks} shortSteps={false} layout="flat" {...sectionProps} emptyText={t.none} dayColumns={false} />
      ) : null}
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

      <TaskFormModal employeeId={employeeId} opened={formOpened} onClose={form.close} PictogramChoice={pictograms?.Choice} />
      <TaskFormModal employeeId={employeeId} opened={editOpened && editRoutineId !== null} onClose={editForm.close} routineId={editRoutineId} />
      <TaskFormModal employeeId={employeeId} opened={taskEditOpened && editTask !== null} onClose={taskEditForm.close} task={editTask} PictogramChoice={pictograms?.Choice} />
      <PhotoReviewModal task={reviewTask} employeeId={employeeId} onClose={() => setReviewTaskId(null)} />
      <TaskDeleteDialog deletion={taskDeletion} />
      <StepDeleteDialog deletion={stepDeletion} />
    </Stack>
  );
}
