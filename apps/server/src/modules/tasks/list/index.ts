import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { LiveEvents } from '../../../platform/live-events.ts';
import type { StepSupportLookup } from '../shared/deps.ts';
import type { Presenter } from '../shared/presenter.ts';
import type { ReadsRepository } from '../shared/reads.repository.ts';
import { createListVersion } from './list-version.ts';
import { createListRepository } from './list.repository.ts';
import { listRoutes } from './list.routes.ts';
import { createListService, type ListDeps } from './list.service.ts';
import { createTaskLists } from './task-lists.ts';

export interface ListSliceDeps extends Pick<ListDeps, 'routines' | 'employeeOwnership' | 'access' | 'recordAccess'> {
  db: Db;
  reads: Pick<ReadsRepository, 'routineRefRows'>;
  present: Pick<Presenter, 'step'>;
  events: LiveEvents;
  supportOf: StepSupportLookup;
}

/**
 * The door to the speed layer of the tasks room: the lists, the calendar and their live events, with the
 * statements compiled once, the versions kept while the database is unchanged, and the answers kept by
 * their ETags. Nothing outside list/ imports those (eslint/speed-layer.js).
 */
export function createListSlice({ db, reads, present, events, supportOf, ...deps }: ListSliceDeps) {
  const list = createListRepository(db);
  const service = createListService({ ...deps, list, listVersion: createListVersion(db), taskLists: createTaskLists(list, reads, present, supportOf) });
  return {
    service,
    routes: (server: FastifyInstance) => server.register(listRoutes, { service, events }),
  };
}
