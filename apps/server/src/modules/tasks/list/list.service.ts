import { RECENTLY_DONE_DAYS, TASK_PAGE_SIZE, type Task, type TaskCalendar, type TaskListQuery, type TaskWithSteps } from '@plan-dan/contract';
import type { RecordAccess } from '../../../platform/access-record.ts';
import type { Access, EmployeeOwnership, Principal, SessionToCheck } from '../../../platform/auth.ts';
import { now } from '../../../platform/clock.ts';
import { notFound, unauthorized } from '../../../platform/errors.ts';
import { helpEndedTopic, tasksTopic } from '../../../platform/live-events.ts';
import { WrittenJson } from './list-answers.ts';
import type { ListVersion } from './list-version.ts';
import type { ListRepository, TaskFilter } from './list.repository.ts';
import type { KeptTaskJson, TaskLists } from './task-lists.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * status=current takes the tasks finished since the start of the UTC day RECENTLY_DONE_DAYS ago: the
 * same for a whole day, so the list's ETag holds until the day changes.
 */
export const recentlyDoneSince = (at: number) => Math.floor(at / DAY_MS) * DAY_MS - RECENTLY_DONE_DAYS * DAY_MS;

/** A list's version (its ETag's changing part) and the list, read only when the client lacks it. */
export interface Versioned<T> {
  version: number;
  read: () => Promise<T>;
}

export interface ListDeps {
  list: Pick<ListRepository, 'pagePosition' | 'calendarCounts'>;
  listVersion: ListVersion;
  taskLists: TaskLists;
  /** The routines' tasks are made before a list of the days they fall on is read. */
  routines: { listThrough(lastDayAsked?: string): string; makeThrough(employeeId: number, through: string): Promise<number>; horizonEnd(): string };
  employeeOwnership: EmployeeOwnership;
  access: Access;
  /** A manager's look at the list or the calendar, for the employee's access history (the privacy module). */
  recordAccess: RecordAccess;
}

/** The employee's task lists and calendar, each with the version its ETag is made of, and the stream that tells of changes. */
export function createListService(deps: ListDeps) {
  const { list, listVersion, taskLists, routines, employeeOwnership, access, recordAccess } = deps;

  /**
   * The employee's task list version once the caller's session is open and they may reach the employee: the
   * request, guarded by requireUserToken, has its session checked here, in the same statement. The routines'
   * tasks up to `lastDayAsked` (and the next days) are made first, so that a new day's tasks raise the version
   * before the ETag is compared.
   */
  const reachedVersion = async ({ unchecked: principal }: SessionToCheck, employeeId: number, lastDayAsked?: string): Promise<number> => {
    const through = routines.listThrough(lastDayAsked);
    const read = () => listVersion(employeeId, through, principal, now());
    const { sessionOpen, employee } = await read();
    if (!sessionOpen) throw unauthorized('Session has ended');
    const reached = await access.ensureReachable(principal, employee, 'employee');
    // A 304 too is a look at the tasks. This adds no read: the recorder remembers a viewer's look for 15 minutes
    // in memory and writes only the first, and ignores the phone's own reads.
    await recordAccess({ by: principal, ownership: reached, action: 'tasks.viewed' });
    const { version, routinesBehind } = reached;
    if (!routinesBehind || (await routines.makeThrough(employeeId, through)) === 0) return version;
    return (await read()).employee?.version ?? version;
  };

  /** Which tasks the query names; for 'Prikaži starije', where the page goes on from. */
  const filterOf = async (employeeId: number, query: TaskListQuery): Promise<TaskFilter> => {
    const filter: TaskFilter = { status: query.status, from: query.from, to: query.to };
    if (query.status === 'open' || query.status === 'current') filter.routineHorizon = routines.horizonEnd();
    if (query.status === 'current') filter.doneSince = recentlyDoneSince(now());
    if (query.status === 'done') {
      filter.limit = query.limit ?? TASK_PAGE_SIZE;
      if (query.before !== undefined) {
        filter.after = await list.pagePosition(employeeId, query.before);
        // Not a finished task of this employee (deleted, reopened, someone else's): no place to go on from.
        if (!filter.after) throw notFound('task');
      }
    }
    return filter;
  };

  return {
    /**
     * The version of the employee's task list, for its ETag, once the caller may reach the employee (someone
     * else's employee is not found), and the list itself to read when the ETag the client has is not it: the
     * access is checked once for both. With `keptTasks`, a list with steps is written from the tasks' answers
     * kept there (see listTaskJson).
     */
    async list(caller: SessionToCheck, employeeId: number, query: TaskListQuery = {}, keptTasks?: KeptTaskJson): Promise<Versioned<Task[] | TaskWithSteps[] | WrittenJson>> {
      const version = await reachedVersion(caller, employeeId, query.to);
      return {
        version,
        read: async () => {
          const filter = await filterOf(employeeId, query);
          if (query.include !== 'subtasks') return taskLists.listTasks(employeeId, filter);
          // The session was checked with the version: the caller is who the token says (a manager's steps carry support).
          if (keptTasks) return new WrittenJson(await taskLists.listTaskJson(caller.unchecked, employeeId, filter, keptTasks));
          return taskLists.listTasksWithSteps(caller.unchecked, employeeId, filter);
        },
      };
    },

    /** The last day of routine tasks that the open and current lists hold (part of their ETag). */
    routineHorizon: () => routines.horizonEnd(),

    /** Per day of the year, the employee's tasks counted; versioned as the list. */
    async calendar(caller: SessionToCheck, employeeId: number, year: number): Promise<Versioned<TaskCalendar>> {
      const version = await reachedVersion(caller, employeeId, `${year}-12-31`);
      return { version, read: async () => ({ year, days: await list.calendarCounts(employeeId, year) }) };
    },

    /**
     * The topic a screen follows to hear of changes to the employee's tasks (for the employee, the owner
     * and the helpers), and for a helper the topic that ends it when they stop helping.
     */
    async topicOfTasks(principal: Principal, employeeId: number): Promise<{ topic: string; endsOn?: string }> {
      const ownership = await access.ensureReachable(principal, await employeeOwnership(employeeId), 'employee');
      const helper = (await access.standing(principal, ownership)) === 'helper';
      return { topic: tasksTopic(employeeId), ...(helper ? { endsOn: helpEndedTopic(employeeId, principal.id) } : {}) };
    },
  };
}

export type ListService = ReturnType<typeof createListService>;
