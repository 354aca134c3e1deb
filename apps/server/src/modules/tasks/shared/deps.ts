import type { SupportRecord } from '@plan-dan/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { RecordAccess } from '../../../platform/access-record.ts';
import type { Access, EmployeeOwnership, UserRef } from '../../../platform/auth.ts';
import type { PushNotices } from '../../../platform/push-notices.ts';
import type { Answers } from './answers.ts';
import type { DeleteFiles } from './files.ts';
import type { ReadsRepository } from './reads.repository.ts';

/** What every service of the tasks room is given (tasks/index.ts wires it; unit tests give fakes). */
export interface RoomDeps {
  /** Whose a task or step is. */
  reads: Pick<ReadsRepository, 'taskOwnership' | 'stepOwnership'>;
  /** A task or step as the API answers it. */
  answers: Answers;
  employeeOwnership: EmployeeOwnership;
  /** The employee, their owner and the owner's helpers reach the tasks. */
  access: Access;
  /** Tells the screens that follow the employee's tasks (the manager's, the helpers', the phone) to load them again. */
  changed: (employeeId: number) => void;
  deleteFiles: DeleteFiles;
  notices: PushNotices;
  /** Today in APP_TIMEZONE. */
  today: () => string;
  /**
   * Writes the employee's access history (the privacy module, handed in by app.ts), after a change committed:
   * the services hand in every change, the recorder keeps a manager's (the phone's own use is not history).
   */
  recordAccess: RecordAccess;
}

/** Work of another part (the request's idempotency key) done first inside a change's transaction. */
export type InTransaction = (trx: Transaction<Database>) => Promise<void>;

/**
 * The current support records of the steps of these tasks, by step id (the support module answers it;
 * app.ts hands it on): one query for any number of tasks.
 */
export type StepSupportLookup = (taskIds: readonly number[]) => Promise<Map<number, SupportRecord>>;

/** Who an answer with steps is for: a manager's carries each step's support record, the employee's never does. */
export type Viewer = Pick<UserRef, 'role'>;

/** Whether the answer carries the steps' support records (issue 32: a professional's record, never the employee's). */
export const seesSupport = (viewer: Viewer) => viewer.role === 'manager';
