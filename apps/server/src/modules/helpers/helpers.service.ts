import type { Helper } from '@plan-dan/contract';
import type { Executor } from '../../db/database.ts';
import type { RecordAccess } from '../../platform/access-record.ts';
import type { Access, EmployeeOwnership, Principal } from '../../platform/auth.ts';
import { now } from '../../platform/clock.ts';
import { alreadyHelper, forbidden, helperIsOwner, notFound, unknownManager } from '../../platform/errors.ts';
import { helpEndedTopic, type LiveEvents } from '../../platform/live-events.ts';
import type { HelpersRepository } from './helpers.repository.ts';

export interface HelpersServiceDependencies {
  employeeOwnership: EmployeeOwnership;
  access: Access;
  events: LiveEvents;
  /** Writes the employee's access history (the privacy module): helpers added, removed, leaving. */
  recordAccess: RecordAccess;
}

/**
 * The managers an employee's owner invites to help: they reach the employee's tasks, reviews, statistics
 * and chat (platform/auth.ts decides it for every module). Only the owner invites and removes; a helper
 * may leave. A removed helper is refused at once, and their open streams of the employee end.
 */
export function createHelpersService(helpers: HelpersRepository, { employeeOwnership, access, events, recordAccess }: HelpersServiceDependencies) {
  /** The helper's open screens of the employee lose their streams, on every instance. */
  const ended = (employeeId: number, managerId: number) => events.publish(helpEndedTopic(employeeId, managerId));

  return {
    /** The owner and the helpers see who helps. */
    async list(principal: Principal, employeeId: number): Promise<Helper[]> {
      await access.ensureReachable(principal, await employeeOwnership(employeeId), 'employee');
      return helpers.list(employeeId);
    },

    async invite(principal: Principal, employeeId: number, login: string): Promise<Helper> {
      const ownership = await access.ensureOwner(principal, await employeeOwnership(employeeId), 'employee');
      const manager = await helpers.findManager(login);
      if (!manager) throw unknownManager();
      if (manager.id === ownership.managerId) throw helperIsOwner();
      if (!(await helpers.insert(employeeId, manager.id, now()))) throw alreadyHelper();
      const helper = (await helpers.list(employeeId)).find((one) => one.managerId === manager.id);
      // Removed again (or the employee deleted) between the two statements.
      if (!helper) throw notFound('helper');
      await recordAccess({ by: principal, ownership, action: 'helper.added', detail: `${helper.name} ${helper.surname}` });
      return helper;
    },

    /** The owner removes any helper; a helper only themselves. */
    async remove(principal: Principal, employeeId: number, managerId: number): Promise<void> {
      const ownership = await access.ensureReachable(principal, await employeeOwnership(employeeId), 'employee');
      if (ownership.managerId !== principal.id && managerId !== principal.id) throw forbidden('Only the owner removes other helpers');
      // Read before the row goes: the history names who left, as they were called then.
      const leaving = (await helpers.list(employeeId)).find((one) => one.managerId === managerId);
      if (!(await helpers.delete(employeeId, managerId))) throw notFound('helper');
      ended(employeeId, managerId);
      const detail = leaving ? `${leaving.name} ${leaving.surname}` : null;
      await recordAccess({ by: principal, ownership, action: 'helper.removed', detail });
    },

    /** In the transaction that deletes the employee. */
    async removeAllOfEmployee(trx: Executor, employeeId: number): Promise<() => void> {
      const former = await helpers.deleteAllOfEmployee(trx, employeeId);
      return () => {
        for (const managerId of former) ended(employeeId, managerId);
      };
    },
  };
}

export type HelpersService = ReturnType<typeof createHelpersService>;
