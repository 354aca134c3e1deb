import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { Access, EmployeeOwnership } from '../../../platform/auth.ts';
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
}

/** Work of another part (the request's idempotency key) done first inside a change's transaction. */
export type InTransaction = (trx: Transaction<Database>) => Promise<void>;
