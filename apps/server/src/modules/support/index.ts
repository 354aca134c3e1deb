import type { FastifyInstance } from 'fastify';
import type { RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RecordAccess } from '../../platform/access-record.ts';
import type { Access, EmployeeOwnership } from '../../platform/auth.ts';
import type { SendFigures } from '../../platform/kept-figures.ts';
import type { LiveEvents } from '../../platform/live-events.ts';
import { currentSupportOfTasks } from './current-records.ts';
import { figuresRoutes } from './figures/figures.routes.ts';
import { recordingRoutes } from './recording/recording.routes.ts';

export interface SupportFeatureDeps {
  db: Db;
  events: LiveEvents;
  /** Whose an employee is (the employees module answers it). */
  employeeOwnership: EmployeeOwnership;
  access: Access;
  /** APP_TIMEZONE: a run's day and the report's period. */
  timeZone: string;
  /**
   * Statistika's one copy of "finished" and "on time" (columns id, task_name, on_time), which the progress
   * report counts by; app.ts hands it over, as modules never import each other.
   */
  finishedTasks: (employeeId: number, timeZone: string, where?: RawBuilder<unknown>) => RawBuilder<unknown>;
  /** Answers figures kept by the employee's task list version, with an ETag (platform/kept-figures.ts). */
  sendFigures: SendFigures;
  /** Writes the employee's access history (the privacy module): support recorded, the report and records read. */
  recordAccess: RecordAccess;
}

/**
 * The job coach's record of how much help each step needed (issue 32): recording/ (a step's record and
 * its history; the only writer of step_support_records) and figures/ (independence over time, mastery,
 * the progress report and the raw records). app.ts knows only this file.
 */
export function createSupportFeature(deps: SupportFeatureDeps) {
  return {
    async routes(server: FastifyInstance) {
      await server.register(recordingRoutes, { deps });
      await server.register(figuresRoutes, { deps });
    },
  };
}

/** The steps' current support records by step id, for the managers' task answers (app.ts hands it to the tasks room). */
export const currentSupportLookup = (db: Db) => (taskIds: readonly number[]) => currentSupportOfTasks(db, taskIds);
