import type { Employee } from '@plan-dan/contract';
import { ActionIcon, Button, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useId, useMemo, useRef } from 'react';
import { CloseIcon, PlusIcon, RepeatIcon } from '@/components/icons';
import { Spinner } from '@/components/spinner';
import { hr } from '@/i18n/hr';
import { hrTasks } from '@/i18n/hr-tasks';
import { useDayTasks } from '../api/get-tasks';
import { TaskFormModal } from '../components/task-form-modal';
import { describeRoutine } from '../routine-text';
import { tasksByDate } from '../task-model';
import classes from './calendar.module.css';
import { formatWeekdayDate } from './month-grid';

interface DayPanelProps {
  employee: Employee;
  day: string;
  onClose: () => void;
}

/** The chosen day: weekday and date, its tasks by time, and 'DODAJ ZADATAK' for that very day. */
export function DayPanel({ employee, day, onClose }: DayPanelProps) {
  // That day's tasks (one request per day chosen), sorted by time.
  const dayTasks = useDayTasks(employee.id, day);
  const tasks = useMemo(() => tasksByDate(dayTasks.data ?? []).get(day) ?? [], [dayTasks.data, day]);
  const headingId = useId();
  const [formOpened, form] = useDisclosure(false);
  const panelRef = useRef<HTMLElement>(null);
  // On a narrow screen the panel sits below the month; bring it into view (beside it, nothing moves).
  // (A block body: Chromium's scrollIntoView now returns a promise, which React would take for a cleanup.)
  useEffect(() => {
    void panelRef.current?.scrollIntoView({ block: 'nearest' });
  }, [day]);
  return (
    <section ref={panelRef} className={classes.panel} aria-labelledby={headingId}>
      <div className={classes.panelHead}>
        <h2 id={headingId} className={classes.panelTitle}>
          {formatWeekdayDate(day)}
        </h2>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={hr.app.close} onClick={onClose}>
          <CloseIcon size={18} />
        </ActionIcon>
      </div>
      {dayTasks.isPending ? (
        <div role="status" aria-label={hr.app.loading} className={classes.panelLoading}>
          <Spinner size={24} />
        </div>
      ) : dayTasks.isError ? (
        <Text c="red" mb="lg">
          {hr.app.genericError}
        </Text>
      ) : tasks.length === 0 ? (
        <Text c="dimmed" mb="lg">
          {hr.calendar.noTasks}
        </Text>
      ) : (
        <ul className={classes.dayTasks}>
          {tasks.map((task) => (
            <li key={task.id} className={classes.dayTask}>
              <time className={classes.time} dateTime={task.dueTime}>
                {task.dueTime}
              </time>
              <span>{task.taskName}</span>
              {task.routine ? (
                <span className={classes.repeat} title={describeRoutine(task.routine)}>
                  <RepeatIcon size={16} />
                  <VisuallyHidden>{describeRoutine(task.routine)}</VisuallyHidden>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Button fullWidth leftSection={<PlusIcon size={18} />} onClick={form.open}>
        {hrTasks.add}
      </Button>
      <TaskFormModal employeeId={employee.id} opened={formOpened} onClose={form.close} fixedDate={day} />
    </section>
  );
}
