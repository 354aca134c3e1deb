import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db, Executor } from '../../db/database.ts';
import type { RecordAccess } from '../../platform/access-record.ts';
import type { Access, EmployeeOwnership } from '../../platform/auth.ts';
import type { SignedLinks } from '../../platform/signed-links.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { createAccessRecorder } from './access-log/access-log-recorder.ts';
import { createAccessLogRepository } from './access-log/access-log.repository.ts';
import { accessLogRoutes } from './access-log/access-log.routes.ts';
import { createAccessLogService } from './access-log/access-log.service.ts';
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
  /** A history entry that could not be written is logged here (the change it tells of is done all the same). */
  log: FastifyBaseLogger;
}

/** How often the access log's retention runs: the cut-off moves by the hour, so an entry lives at most an hour past it. */
const ACCESS_LOG_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The person's data in their own hands (issue 35): access-log/ (who viewed or changed an employee's data; the
 * only writer of access_log) and export/ (all of it in one streamed ZIP). app.ts knows only this file: it hands
 * `recordAccess` to the modules whose routes view or change an employee's data, and `removeAllOfEmployee` to
 * the employee's deletion.
 */
export function createPrivacyFeature(deps: PrivacyFeatureDeps) {
  const accessLog = createAccessLogRepository(deps.db);
  const recorder = createAccessRecorder(accessLog);
  /**
   * Never throws: it runs after the change committed (or the view was answered), so a failed write must not
   * turn a done change into a 500 for a history entry. Logged, so a broken history does not go unseen.
   */
  const recordAccess: RecordAccess = async (event) => {
    try {
      await recorder(event);
    } catch (error) {
      deps.log.warn({ err: error, action: event.action, employeeId: event.ownership.employeeId }, 'access history entry not written');
    }
  };
  const accessLogService = createAccessLogService({
    accessLog,
    employeeOwnership: deps.employeeOwnership,
    access: deps.access,
    retentionDays: deps.accessLogRetentionDays,
  });
  return {
    recordAccess,
    async routes(server: FastifyInstance) {
      await server.register(accessLogRoutes, { service: accessLogService });
      await server.register(exportRoutes, { deps, recordAccess });
    },
    /** The employee's history goes with them (erasure). */
    async removeAllOfEmployee(trx: Executor, employeeId: number) {
      await accessLog.deleteAllOfEmployee(trx, employeeId);
      return () => {};
    },

    /** Removes the access log's entries past their retention (answers how many); tests call it directly. */
    sweepAccessLog: accessLogService.sweep,

    /**
     * The retention sweep every hour until the server closes; set up before the server is ready, and answers
     * the sweep to run once it is (at start, so a server that was down for days catches up at once).
     */
    accessLogSweeps(server: FastifyInstance): () => void {
      let run: Promise<unknown> = Promise.resolve();
      const sweep = () => {
        run = accessLogService.sweep().catch((error: unknown) => server.log.error({ err: error }, 'access log retention not run'));
      };
      const timer = setInterval(sweep, ACCESS_LOG_SWEEP_INTERVAL_MS).unref();
      server.addHook('preClose', async () => {
        clearInterval(timer);
        await run;
      });
      return sweep;
    },
  };
}

export type PrivacyFeature = ReturnType<typeof createPrivacyFeature>;
