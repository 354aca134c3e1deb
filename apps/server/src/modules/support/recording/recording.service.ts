import type { RecordSupportRequest, StepSupport, SupportRecord } from '@plan-dan/contract';
import type { RecordAccess } from '../../../platform/access-record.ts';
import type { Access, Principal } from '../../../platform/auth.ts';
import { now } from '../../../platform/clock.ts';
import { tasksTopic, type LiveEvents } from '../../../platform/live-events.ts';
import { toSupportHistoryEntry, toSupportRecord } from '../current-records.ts';
import type { RecordingRepository } from './recording.repository.ts';

/**
 * A step's support record and its history, for the employee's owner and helpers (the routes refuse the
 * employee's token). A change is told on the employee's tasks topic: the other managers' open screens
 * read the tasks again (the record stamped its task, so their answers are new).
 */
export function createRecordingService(recording: RecordingRepository, access: Access, events: LiveEvents, recordAccess: RecordAccess) {
  /** The step's employee, when the manager reaches them; 404 for an unknown step or anyone else's. */
  const ensureReachableStep = async (principal: Principal, stepId: number) =>
    access.ensureReachable(principal, await recording.stepOwnership(stepId), 'step');

  return {
    async record(principal: Principal, stepId: number, request: RecordSupportRequest): Promise<SupportRecord> {
      const step = await ensureReachableStep(principal, stepId);
      const id = await recording.add({ stepId, level: request.level, note: request.note ?? null, at: now(), managerId: principal.id });
      events.publish(tasksTopic(step.employeeId));
      await recordAccess({ by: principal, ownership: step, action: 'support.recorded', detail: step.description });
      const stored = await recording.entry(id);
      // Just added with a level: a record, not a withdrawal.
      return toSupportRecord(stored!)!;
    },

    /** Back to 'Nije zabilježeno', kept in the history; a step with no current record stays as it is. */
    async withdraw(principal: Principal, stepId: number): Promise<void> {
      const step = await ensureReachableStep(principal, stepId);
      if (!(await recording.withdraw({ stepId, at: now(), managerId: principal.id }))) return;
      events.publish(tasksTopic(step.employeeId));
      await recordAccess({ by: principal, ownership: step, action: 'support.recorded', detail: step.description });
    },

    async read(principal: Principal, stepId: number): Promise<StepSupport> {
      await ensureReachableStep(principal, stepId);
      const rows = await recording.history(stepId);
      return { current: rows[0] ? (toSupportRecord(rows[0]) ?? null) : null, history: rows.map(toSupportHistoryEntry) };
    },
  };
}

export type RecordingService = ReturnType<typeof createRecordingService>;
