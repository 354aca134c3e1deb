import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Switch.css';
import type { TaskWithSteps } from '@plan-dan/contract';
import { Modal } from '@mantine/core';
import { LoadFailed } from '@/components/load-failed';
import { Spinner } from '@/components/spinner';
import '@/components/modal-styles';
import { hr } from '@/i18n/hr';
import { hrTasks } from '@/i18n/hr-tasks';
import { hrTaskDay as d } from '@/i18n/hr-task-media';
import { useRoutine } from '../api/get-routine';
import type { PictogramChoiceSlot } from './task-card';
import { TaskForm } from './task-form';

interface TaskFormModalProps {
  employeeId: number;
  opened: boolean;
  onClose: () => void;
  /** From the calendar: the chosen day is the due date, shown but not editable. */
  fixedDate?: string;
  /** 'Uredi ponavljanje': the routine of the task it was opened from, instead of a new task. */
  routineId?: number | null;
  /** 'Uredi zadatak': this one task (not a routine's), the form filled with it. */
  task?: TaskWithSteps | null;
  /** Given by the app shell: 'Piktogram' for the task and its steps (a new task, or one task's edit). */
  PictogramChoice?: PictogramChoiceSlot;
}

const t = hrTasks;

/**
 * 'Novi zadatak' in a modal; the form inside starts empty every time the modal opens. With a routine:
 * 'Uredi ponavljanje', the form filled with the routine as it is now.
 */
export function TaskFormModal({ employeeId, opened, onClose, fixedDate, routineId = null, task = null, PictogramChoice }: TaskFormModalProps) {
  const title = task ? d.editTaskTitle : routineId === null ? t.newTask : t.editTitle;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      radius="lg"
      closeButtonProps={{ 'aria-label': hr.app.close }}
      // Mantine draws the title bar as a <header>; on a phone the app's own header is already the one
      // banner landmark axe allows.
      attributes={{ header: { role: 'none' } }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {task ? (
        <TaskForm key={task.id} employeeId={employeeId} onDone={onClose} task={task} PictogramChoice={PictogramChoice} />
      ) : routineId === null ? (
        <TaskForm employeeId={employeeId} onDone={onClose} fixedDate={fixedDate} PictogramChoice={PictogramChoice} />
      ) : (
        <RoutineForm employeeId={employeeId} routineId={routineId} onDone={onClose} />
      )}
    </Modal>
  );
}

/** The routine read afresh, then its form. */
function RoutineForm({ employeeId, routineId, onDone }: { employeeId: number; routineId: number; onDone: () => void }) {
  const routine = useRoutine(employeeId, routineId);
  if (routine.isError) return <LoadFailed onRetry={() => void routine.refetch()} />;
  if (!routine.data) {
    return (
      <div role="status" aria-label={hr.app.loading}>
        <Spinner size={24} />
      </div>
    );
  }
  return <TaskForm key={routine.data.id} employeeId={employeeId} onDone={onDone} routine={routine.data} />;
}
