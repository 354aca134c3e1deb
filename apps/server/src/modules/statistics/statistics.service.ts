import {
  dateOfDayNumber,
  type FinishedTask,
  type Statistics,
  type TaskStatistics,
  type TaskSummary,
} from '@plan-dan/contract';
import type { RecordAccess } from '../../platform/access-record.ts';
import type { Access, EmployeeOwnership, Principal } from '../../platform/auth.ts';
import { today } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import type { StatisticsRepository } from './statistics.repository.ts';

const DAY_MS = 86_400_000;
const seconds = (ms: number) => Math.round(ms / 1000);
const plannedSeconds = (ms: number | null) => (ms === null ? null : seconds(ms));
/** Task names in Croatian alphabetical order (č after c, š after s), the same on both databases. */
const byName = new Intl.Collator('hr').compare;

/** A month ('YYYY-MM'), its days, and its bounds in local milliseconds. */
function monthOf(yearMonth: string) {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  const from = Date.UTC(year, month - 1, 1);
  const until = Date.UTC(year, month, 1);
  const days = Array.from({ length: Math.round((until - from) / DAY_MS) }, (_, index) => dateOfDayNumber(from / DAY_MS + index));
  return { month: yearMonth, from, until, days };
}

/** The employee, their owner and the owner's helpers read the figures. */
export function createStatisticsService(
  statistics: StatisticsRepository,
  employeeOwnership: EmployeeOwnership,
  access: Access,
  timeZone: string,
  /** Writes the employee's access history (the privacy module): a manager's look at the figures. */
  recordAccess: RecordAccess,
) {
  const ensureOwnedEmployee = async (principal: Principal, employeeId: number) => {
    const ownership = await access.ensureReachable(principal, await employeeOwnership(employeeId), 'employee');
    await recordAccess({ by: principal, ownership, action: 'statistics.viewed' });
  };

  /** The current month in the zone, 'YYYY-MM'. */
  const currentMonth = () => today(timeZone).slice(0, 7);

  async function dayCounts(employeeId: number, yearMonth = currentMonth()) {
    const month = monthOf(yearMonth);
    const rows = await statistics.perDay(employeeId, timeZone, month.from, month.until);
    const counted = new Map(rows.map((row) => [dateOfDayNumber(row.day), row.count]));
    return { month: month.month, days: month.days.map((date) => ({ date, count: counted.get(date) ?? 0 })) };
  }

  /** Everything the Statistika tab shows before a task is chosen, in the month given. */
  async function overview(employeeId: number, yearMonth: string): Promise<Statistics> {
    const [totals, month, names, difficulties] = await Promise.all([
      statistics.totals(employeeId, timeZone),
      dayCounts(employeeId, yearMonth),
      statistics.taskNames(employeeId),
      statistics.difficulties(employeeId),
    ]);
    return {
      timeZone,
      month: month.month,
      finished: totals.finished,
      averageSeconds: totals.averageMs === null ? null : seconds(totals.averageMs),
      days: month.days,
      deadlines: { onTime: totals.onTime, late: totals.late },
      tasks: names
        .map((name) => ({ taskName: name.taskName, runs: name.runs, averageSeconds: seconds(name.averageMs), plannedSeconds: plannedSeconds(name.plannedMs) }))
        .sort((a, b) => byName(a.taskName, b.taskName)),
      difficulties: difficulties.map((row) => ({ difficulty: row.difficulty, runs: row.runs, averageSeconds: seconds(row.averageMs) })),
    };
  }

  /** The chosen task: each run's time by date, and what each step takes. */
  async function task(employeeId: number, taskName: string): Promise<TaskStatistics> {
    const [runs, steps] = await Promise.all([statistics.runs(employeeId, timeZone, taskName), statistics.stepMedians(employeeId, taskName)]);
    if (runs.length === 0) throw notFound('finished task');
    return {
      taskName,
      runs: runs.map((run) => ({ date: dateOfDayNumber(run.day), seconds: seconds(run.ms), plannedSeconds: plannedSeconds(run.plannedMs) })),
      steps: steps.map((step) => ({
        description: step.description,
        medianSeconds: seconds(step.medianMs),
        runs: step.runs,
        plannedSeconds: plannedSeconds(step.plannedMs),
      })),
    };
  }

  return {
    /**
     * Everything the Statistika tab shows before a task is chosen, for a caller the route has checked (see
     * platform/kept-figures.ts): `asked` names what it depends on beside the employee's tasks, the current month.
     */
    overviewOf(employeeId: number): { asked: string; read: () => Promise<Statistics> } {
      const yearMonth = currentMonth();
      return { asked: `overview ${yearMonth}`, read: () => overview(employeeId, yearMonth) };
    },

    /** The chosen task: each run's time by date, and what each step takes (checked as overviewOf; nothing of it follows the clock). */
    taskOf(employeeId: number, taskName: string): { asked: string; read: () => Promise<TaskStatistics> } {
      return { asked: `task ${taskName}`, read: () => task(employeeId, taskName) };
    },

    async tasksOverTime(principal: Principal, employeeId: number): Promise<Record<string, number>> {
      await ensureOwnedEmployee(principal, employeeId);
      return Object.fromEntries((await dayCounts(employeeId)).days.map((day) => [day.date, day.count]));
    },

    async deadlineStats(principal: Principal, employeeId: number): Promise<[number, number]> {
      await ensureOwnedEmployee(principal, employeeId);
      const totals = await statistics.totals(employeeId, timeZone);
      return [totals.onTime, totals.late];
    },

    async taskSummary(principal: Principal, employeeId: number): Promise<TaskSummary> {
      await ensureOwnedEmployee(principal, employeeId);
      const byTask = new Map<string, TaskSummary[number]>();
      for (const run of await statistics.runs(employeeId, timeZone)) {
        let task = byTask.get(run.taskName);
        if (!task) {
          task = { taskName: run.taskName, taskDetails: [] };
          byTask.set(run.taskName, task);
        }
        task.taskDetails.push({ date: dateOfDayNumber(run.day), executionTime: seconds(run.ms) });
      }
      return [...byTask.values()].sort((a, b) => byName(a.taskName, b.taskName));
    },

    /** Every finished task, oldest first, with its wall-clock times in the zone (the tab's CSV). */
    async finished(principal: Principal, employeeId: number): Promise<FinishedTask[]> {
      await ensureOwnedEmployee(principal, employeeId);
      return (await statistics.finishedTasks(employeeId, timeZone)).map((row) => {
        const end = new Date(row.localEnd).toISOString();
        return {
          taskName: row.taskName,
          date: end.slice(0, 10),
          due: `${row.dueDate} ${row.dueTime}`,
          finishedAt: `${end.slice(0, 10)} ${end.slice(11, 19)}`,
          onTime: row.onTime,
          seconds: row.ms === null ? null : seconds(row.ms),
        };
      });
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
