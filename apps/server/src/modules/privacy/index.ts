import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../../db/database.ts';
import type { Access, EmployeeOwnership } from '../../platform/auth.ts';
import type { SignedLinks } from '../../platform/signed-links.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { createAccessRecorder } from './access-log/access-log-recorder.ts';
import { createAccessLogRepository } from './access-log/access-log.repository.ts';
import { accessLogRoutes } from './access-log/access-log.routes.ts';
import type { FinishedTasks } from './export/export.repository.ts';
import { exportRoutes } from './export/export.routes.ts';

export interface PrivacyFeatureDeps {
  db: Db;
  storage: FileStorage;
  links: SignedLinks;
  /** Whose an employee is (the employees module answers it). */
  employeeOwnership: EmployeeOwnership;
  access: Access;
  /** APP_TIMEZONE: the export's dates and its file name. */
  timeZone: string;
  /** ACCESS_LOG_RETENTION_DAYS: entries older than this are removed. */
  accessLogRetentionDays: number;
  /** Statistika's rule of a finished task and its time (app.ts hands it over): the export's statistika.json. */
  finishedTasks: FinishedTasks;
}

/**
 * The person's data in their own hands (issue 35): access-log/ (who viewed or changed an employee's data; the
 * only writer of access_log) and export/ (all of it in one streamed ZIP). app.ts knows only this file: it hands
 * `recordAccess` to the modules whose routes view or change an employee's data, and `removeAllOfEmployee` to
 * the employee's deletion.
 */
export function createPrivacyFeature(deps: PrivacyFeatureDeps) {
  const accessLog = createAccessLogRepository(deps.db);
  const recordAccess = createAccessRecorder(accessLog);
  return {
    recordAccess,
    async routes(server: FastifyInstance) {
      await server.register(accessLogRoutes, { deps, accessLog });
      await server.register(exportRoutes, { deps, recordAccess });
    },
    /** The employee's history goes with them (erasure). */
    async removeAllOfEmployee(trx: Executor, employeeId: number) {
      await accessLog.deleteAllOfEmployee(trx, employeeId);
      return () => {};
    },
  };
}

export type PrivacyFeature = ReturnType<typeof createPrivacyFeature>;
