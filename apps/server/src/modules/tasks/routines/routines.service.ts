import {
  addDays,
  firstOccurrenceFrom,
  ROUTINE_HORIZON_DAYS,
  ROUTINE_MAX_AHEAD_DAYS,
  type CreateTaskData,
  type Repeat,
  type Routine,
  type RoutineRule,
  type Task,
  type UpdateRoutineData,
} from '@plan-dan/contract';
import type { Principal } from '../../../platform/auth.ts';
import { now, today } from '../../../platform/clock.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import type { RoomDeps } from '../shared/deps.ts';
import { difficultyOf, toPictogram, toRoutineRef, type Presenter } from '../shared/presenter.ts';
import { stepsOf } from './routine-rows.ts';
import type { RoutineFields, RoutinesRepository } from './routines.repository.ts';

/** How often the routines are looked at for a new day's occurrences (besides every screen's read). */
export const ROUTINE_CHECK_INTERVAL_MS = 10 * 60_000;

export interface RoutinesDeps extends Omit<RoomDeps, 'today'> {
  routines: RoutinesRepository;
  present: Pick<Presenter, 'picture' | 'voice'>;
  /** APP_TIMEZONE: occurrences are days of this zone. */
  timeZone: string;
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * Routines: tasks that repeat. Each occurrence is a task of its own, made ahead: when the routine is made
 * or changed (the next ROUTINE_HORIZON_DAYS days, and its first day however far), when a screen reads a
 * list or the calendar (the days it asks for, at most ROUTINE_MAX_AHEAD_DAYS ahead), and every
 * ROUTINE_CHECK_INTERVAL_MS for the coming days.
 */
export function createRoutinesService(deps: RoutinesDeps) {
  const { routines, reads, answers, employeeOwnership, access, changed, deleteFiles, notices, present, timeZone, recordAccess } = deps;

  let lastDays = { today: '', horizonEnd: '', aheadLimit: '' };
  /** Today, the horizon and the limit ahead: asked by every list read, worked out when the day changes. */
  const days = () => {
    const day = today(timeZone);
    if (day !== lastDays.today) {
      lastDays = { today: day, horizonEnd: addDays(day, ROUTINE_HORIZON_DAYS), aheadLimit: addDays(day, ROUTINE_MAX_AHEAD_DAYS) };
    }
    return lastDays;
  };

  /** The rule and fields of the form; occurrences from today on (a start in the past begins today). */
  const prepare = (input: Omit<UpdateRoutineData, 'repeat'>, repeat: Repeat) => {
    const rule: RoutineRule = { kind: repeat.kind, weekdays: repeat.weekdays, startDate: input.dueDate, endDate: repeat.endDate };
    const { today: day, horizonEnd } = days();
    const from = later(input.dueDate, day);
    const first = firstOccurrenceFrom(rule, from);
    // A routine that never falls on a day from today on is a mistake in the form (the end, or the weekdays).
    if (first === null) throw badRequest({ 'repeat.endDate': 'no_occurrence' });
    const fields: RoutineFields = {
      taskName: input.taskName,
      description: input.description,
      dueTime: input.dueTime,
      priority: input.priority,
      difficulty: input.difficulty,
      durationMinutes: input.durationMinutes,
      rule,
      steps: input.subtasks,
    };
    return { fields, from, first, through: later(horizonEnd, first) };
  };

  /** The routine as its form shows it, each step with its picture or pictogram and its voice. */
  const findRoutine = async (routineId: number): Promise<Routine> => {
    const found = await routines.findRoutine(routineId);
    if (!found) throw notFound('routine');
    const { row, pictures, voices } = found;
    return {
      ...toRoutineRef(row),
      taskName: row.task_name,
      description: row.description,
      dueTime: row.due_time,
      priority: Boolean(row.priority),
      difficulty: difficultyOf(row.difficulty),
      durationMinutes: row.duration_minutes === null ? null : Number(row.duration_minutes),
      child: { id: row.employee_id },
      subtasks: stepsOf(row).map((step, place) => {
        const picture = pictures.get(place);
        const voice = voices.get(place);
        return {
          description: step.description,
          needPhoto: step.needPhoto,
          durationMinutes: step.durationMinutes ?? null,
          picture: picture ? present.picture(picture) : null,
          pictogram: toPictogram(step.pictogram),
          voice: voice ? present.voice(voice) : null,
        };
      }),
      pictogram: toPictogram(row.pictogram),
    };
  };

  /** Makes the routines' missing occurrences up to `through` (of one employee, or of everyone); answers how many tasks were made. */
  async function makeThrough(through: string, employeeId?: number): Promise<number> {
    const touched = new Set<number>();
    let created = 0;
    for (const routine of await routines.routinesBehind(through, employeeId)) {
      const made = await routines.generate(routine.id, through, now());
      if (made > 0) touched.add(routine.employee_id);
      created += made;
    }
    for (const employee of touched) changed(employee);
    return created;
  }

  return {
    /** Today in APP_TIMEZONE: a routine's days from today on that nobody started follow its changes. */
    today: () => days().today,

    /** The last day whose routine tasks the Zadaci lists and the phone show. */
    horizonEnd: () => days().horizonEnd,

    /**
     * The day up to which the routines' tasks must exist before a list or the calendar is read: the
     * horizon, or the last day the screen asks for (capped at ROUTINE_MAX_AHEAD_DAYS ahead).
     */
    listThrough(lastDayAsked?: string): string {
      const { horizonEnd, aheadLimit } = days();
      return lastDayAsked ? earlier(later(lastDayAsked, horizonEnd), aheadLimit) : horizonEnd;
    },

    /** Makes the employee's missing routine tasks up to `through`; answers how many were made. */
    makeThrough: (employeeId: number, through: string) => makeThrough(through, employeeId),

    /** Every routine's tasks up to the horizon: at start and every ROUTINE_CHECK_INTERVAL_MS (a new day). */
    generateAll: () => makeThrough(days().horizonEnd),

    /** A new routine with its first tasks; answers its first task (the form's day, or the first one after). */
    async create(principal: Principal, input: CreateTaskData & { repeat: Repeat }): Promise<Task> {
      const ownership = await access.ensureReachable(principal, await employeeOwnership(input.child.id), 'employee');
      const { fields, from, first, through } = prepare(input, input.repeat);
      const routineId = await routines.insertRoutine(input.child.id, fields, from, through, now());
      changed(input.child.id);
      await recordAccess({ by: principal, ownership, action: 'task.created', detail: input.taskName });
      const taskId = await routines.occurrenceOn(routineId, first);
      // Deleted between the commit and here: nothing to answer with.
      const task = taskId === undefined ? undefined : await answers.findTask(taskId);
      if (!task) throw notFound('task');
      notices({ kind: 'task', taskId: task.id });
      return task;
    },

    async get(principal: Principal, routineId: number): Promise<Routine> {
      await access.ensureReachable(principal, await routines.routineOwnership(routineId), 'routine');
      return findRoutine(routineId);
    },

    /** Changes the routine and its tasks from today on that nobody started; the rest stay as they were. */
    async update(principal: Principal, routineId: number, input: UpdateRoutineData): Promise<Routine> {
      const owner = await access.ensureReachable(principal, await routines.routineOwnership(routineId), 'routine');
      const { fields, through } = prepare(input, input.repeat);
      const keys = await routines.updateRoutine(routineId, fields, days().today, through, now());
      if (!keys) throw notFound('routine');
      await deleteFiles(keys);
      changed(owner.employeeId);
      await recordAccess({ by: principal, ownership: owner, action: 'task.changed', detail: input.taskName });
      return findRoutine(routineId);
    },

    /** 'Ovaj i sljedeći': the task, and its routine from that day on (see deleteFollowing). */
    async removeFollowing(principal: Principal, taskId: number): Promise<void> {
      const task = await access.ensureReachable(principal, await reads.taskOwnership(taskId), 'task');
      const keys = await routines.deleteFollowing(taskId, now());
      if (!keys) throw notFound('task');
      await deleteFiles(keys);
      changed(task.employeeId);
      await recordAccess({ by: principal, ownership: task, action: 'task.deleted', detail: task.taskName });
    },
  };
}

export type RoutinesService = ReturnType<typeof createRoutinesService>;
