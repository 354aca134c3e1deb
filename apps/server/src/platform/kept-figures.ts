import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { compileOnce } from '../db/compile-once.ts';
import type { Db } from '../db/database.ts';
import { keptWhileUnchanged } from '../db/kept-reads.ts';
import type { RecordAccess } from './access-record.ts';
import type { Access, Principal } from './auth.ts';
import { answeredNotModified, workedOutAnew } from './kept-answers.ts';

/** What the statement of an employee's figures version reads; empty when it read no row. */
interface FiguresVersionRow {
  manager_id?: number | null;
  version?: number | null;
}

/** How much of the figures one instance keeps, in characters of JSON (about bytes), and the largest it keeps. */
const FIGURES_CACHE_CHARS = 16 * 1024 * 1024;
const FIGURES_CACHE_ENTRY_CHARS = 2 * 1024 * 1024;

/**
 * Figures worked out from an employee's tasks (Statistika, independence, mastery), answered with an ETag and
 * kept, serialized, by the employee's task list version: the triggers of migrations 0009 and 0025 raise it in
 * the transaction of every change of the employee's tasks, steps, photos, support records and mastery
 * criteria, so figures kept under a version are the figures as they are while it stands. An unchanged
 * answer then costs the access check and one indexed lookup (on SQLite none while the database is
 * unchanged, db/kept-reads.ts), a 304 no more: not the figures' queries and their serializing.
 *
 * The ETag is made of the version and `asked`, never of who asks: everyone who reaches the employee gets the
 * same figures. `asked` must name everything else the answer depends on: the route, its query, and every
 * part that follows the clock (the current month, today), so a new month or day never answers from the
 * month before. The access is checked before the ETag is compared, so someone else gets 404 whatever ETag
 * they send. The version is read before the figures, so figures are never older than their ETag says.
 */
export function createKeptFigures(db: Db, access: Access, recordAccess: RecordAccess) {
  const versionOf = compileOnce(db, 1, (employeeId: number) =>
    db.selectNoFrom((eb) => [
      eb.selectFrom('employees').select('employees.manager_id').where('employees.id', '=', employeeId).as('manager_id'),
      eb.selectFrom('task_list_versions').select('task_list_versions.version').where('task_list_versions.employee_id', '=', employeeId).as('version'),
    ]),
  );
  const keptVersions = keptWhileUnchanged<FiguresVersionRow>(db, 10_000);
  const answers = new LRUCache<string, string>({ maxSize: FIGURES_CACHE_CHARS, maxEntrySize: FIGURES_CACHE_ENTRY_CHARS, sizeCalculation: (body) => body.length });
  /** The hashes of what was asked: a few kinds of question per employee, asked over and over (a hash costs ~10 µs). */
  const askedKeys = new LRUCache<string, string>({ max: 5000 });

  const etagOf = (employeeId: number, version: number, asked: string) => {
    const parts = `${employeeId}\n${asked}`;
    let key = askedKeys.get(parts);
    if (key === undefined) {
      key = createHash('sha256').update(parts).digest('base64url').slice(0, 16);
      askedKeys.set(parts, key);
    }
    return `W/"${version}-${key}"`;
  };

  /**
   * Answers the employee's figures that `read` works out, for a caller who reaches the employee (else 404):
   * 304 when the client's ETag is current, else the answer kept under the ETag, else `read`'s, serialized
   * by the route's schema once and kept. A hard reload (Cache-Control: no-cache) works them out anew.
   */
  return async function sendFigures(
    request: FastifyRequest,
    reply: FastifyReply,
    figures: { principal: Principal; employeeId: number; asked: string; read: () => Promise<unknown> },
  ): Promise<FastifyReply> {
    const { principal, employeeId, asked, read } = figures;
    const row = await keptVersions(String(employeeId), async () => (await versionOf(employeeId))[0] ?? {});
    const ownership = row.manager_id == null ? undefined : { employeeId, managerId: row.manager_id };
    const reached = await access.ensureReachable(principal, ownership, 'employee');
    // Every figure here is a look at the employee's statistics (Statistika, support's independence); a 304 too:
    // the screen showed them. The recorder keeps one entry per viewer in 15 minutes, in memory.
    await recordAccess({ by: principal, ownership: reached, action: 'statistics.viewed' });
    const etag = etagOf(employeeId, Number(row.version ?? 0), asked);
    if (answeredNotModified(request, reply, etag)) return reply;
    const key = `${employeeId} ${etag}`;
    let body = workedOutAnew(request) ? undefined : answers.get(key);
    if (body === undefined) {
      // The route's compiled serializer, as Fastify would use it; the string is then sent as it is.
      body = reply.serialize(await read()) as string;
      answers.set(key, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  };
}

export type SendFigures = ReturnType<typeof createKeptFigures>;
