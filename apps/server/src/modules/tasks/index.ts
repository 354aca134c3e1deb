import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../../db/database.ts';
import type { RecordAccess } from '../../platform/access-record.ts';
import type { Access, EmployeeOwnership } from '../../platform/auth.ts';
import type { Idempotency } from '../../platform/idempotency.ts';
import { tasksTopic, type LiveEvents } from '../../platform/live-events.ts';
import type { PushNotices } from '../../platform/push-notices.ts';
import type { SignedLinks } from '../../platform/signed-links.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { createListSlice } from './list/index.ts';
import { createRoutinesRepository } from './routines/routines.repository.ts';
import { routinesRoutes } from './routines/routines.routes.ts';
import { createRoutinesService, ROUTINE_CHECK_INTERVAL_MS } from './routines/routines.service.ts';
import { createAnswers } from './shared/answers.ts';
import { createFileRemoval } from './shared/files.ts';
import { createPresenter } from './shared/presenter.ts';
import type { StepSupportLookup } from './shared/deps.ts';
import { createReadsRepository } from './shared/reads.repository.ts';
import { createStepPictogramsRepository } from './step-pictograms/step-pictograms.repository.ts';
import { stepPictogramsRoutes } from './step-pictograms/step-pictograms.routes.ts';
import { createStepPictogramsService } from './step-pictograms/step-pictograms.service.ts';
import { createStepPicturesRepository } from './step-pictures/step-pictures.repository.ts';
import { stepPicturesRoutes } from './step-pictures/step-pictures.routes.ts';
import { createStepPicturesService, type MaterialFileLookup } from './step-pictures/step-pictures.service.ts';
import { createStepVoicesRepository } from './step-voices/step-voices.repository.ts';
import { stepVoicesRoutes } from './step-voices/step-voices.routes.ts';
import { createStepVoicesService } from './step-voices/step-voices.service.ts';
import { createStepsRepository } from './steps/steps.repository.ts';
import { stepsRoutes } from './steps/steps.routes.ts';
import { createStepsService } from './steps/steps.service.ts';
import { createTasksRepository } from './tasks/tasks.repository.ts';
import { tasksRoutes } from './tasks/tasks.routes.ts';
import { createTasksService } from './tasks/tasks.service.ts';

export interface TasksFeatureDeps {
  db: Db;
  storage: FileStorage;
  links: SignedLinks;
  events: LiveEvents;
  idempotency: Idempotency;
  /** Whose an employee is (the employees module answers it). */
  employeeOwnership: EmployeeOwnership;
  access: Access;
  notices: PushNotices;
  /** A manager's material, copied as a step's picture (the materials module answers it). */
  materialFile: MaterialFileLookup;
  /** The steps' current support records, for the managers' answers (the support module answers it). */
  supportOf: StepSupportLookup;
  /** True when the pictogram library has a symbol of this name (the pictograms module answers it). */
  pictogramExists: (name: string) => boolean;
  /** APP_TIMEZONE: "today" and a routine's days. */
  timeZone: string;
  /** Writes the employee's access history (the privacy module): a manager's changes, and their looks at the list and calendar. */
  recordAccess: RecordAccess;
}

/**
 * The tasks room: tasks/ (a task's own life), steps/ (steps, their decisions and photos), step-pictures/,
 * step-pictograms/ (the library's symbols on steps and tasks, instead of a picture),
 * step-voices/ (the carer's recorded voice for a step), routines/ (tasks that repeat), list/ (the lists,
 * the calendar and their versions, with every cache the screens' speed rests on), and shared/ (rows to
 * API shapes, deleting tasks with their files, the completion rule). This wires them; app.ts knows only
 * this file.
 */
export function createTasksFeature(deps: TasksFeatureDeps) {
  const { db, storage, links, events, idempotency, employeeOwnership, access, notices, materialFile, supportOf, pictogramExists, timeZone, recordAccess } = deps;
  const present = createPresenter(links);
  const reads = createReadsRepository(db);
  const deleteFiles = createFileRemoval(db, storage);
  const changed = (employeeId: number) => events.publish(tasksTopic(employeeId));
  const common = { reads, answers: createAnswers(reads, present, supportOf), employeeOwnership, access, changed, deleteFiles, notices, recordAccess };

  const routinesRepository = createRoutinesRepository(db);
  const routines = createRoutinesService({ ...common, routines: routinesRepository, present, timeZone });
  const room = { ...common, today: routines.today };
  const tasksRepository = createTasksRepository(db);
  const tasks = createTasksService({ ...room, tasks: tasksRepository, routines });
  const steps = createStepsService({ ...room, steps: createStepsRepository(db), storage, present });
  const stepPictures = createStepPicturesService({ ...room, pictures: createStepPicturesRepository(db), storage, materialFile });
  const stepPictograms = createStepPictogramsService({ ...room, pictograms: createStepPictogramsRepository(db), pictogramExists });
  const stepVoices = createStepVoicesService({ ...room, voices: createStepVoicesRepository(db), storage });
  const list = createListSlice({ db, reads, present, events, routines, employeeOwnership, access, supportOf, recordAccess });

  return {
    /** Every route of the room, in one plugin: photos, pictures, posters and voices arrive as raw bodies, streamed on. */
    async routes(server: FastifyInstance) {
      server.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
      await server.register(tasksRoutes, { service: tasks, idempotency });
      await server.register(stepsRoutes, { service: steps, idempotency });
      await server.register(stepPicturesRoutes, { service: stepPictures });
      await server.register(stepPictogramsRoutes, { service: stepPictograms });
      await server.register(stepVoicesRoutes, { service: stepVoices });
      await server.register(routinesRoutes, { service: routines });
      await list.routes(server);
    },

    /** Every task, step, photo, picture, voice and routine of an employee, in the transaction that deletes the employee. */
    async removeAllOfEmployee(trx: Executor, employeeId: number): Promise<() => Promise<void>> {
      // The tasks first: they name their routine.
      const keys = [...(await tasksRepository.deleteAllOfEmployee(trx, employeeId)), ...(await routinesRepository.deleteAllOfEmployee(trx, employeeId))];
      return async () => {
        await deleteFiles(keys);
        changed(employeeId);
      };
    },

    /**
     * The routines' coming tasks, made every ROUTINE_CHECK_INTERVAL_MS (a new day) until the server closes;
     * set up before the server is ready, and answers the check to run once it is.
     */
    routineChecks(server: FastifyInstance): () => void {
      let run: Promise<unknown> = Promise.resolve();
      const generate = () => {
        run = routines.generateAll().catch((error: unknown) => server.log.error({ err: error }, 'routine tasks not made'));
      };
      const timer = setInterval(generate, ROUTINE_CHECK_INTERVAL_MS).unref();
      server.addHook('preClose', async () => {
        clearInterval(timer);
        await run;
      });
      return generate;
    },

    /** Tests make the coming days' tasks themselves (answers how many were made). */
    generateRoutines: routines.generateAll,
  };
}

/** The one SQL copy of "a photo waits for review", for the board's count (modules never import each other's files). */
export { stepsWaitingForReview } from './shared/rows.ts';
