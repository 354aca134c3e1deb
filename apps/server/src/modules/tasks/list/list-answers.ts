import { createHash } from 'node:crypto';
import { taskWithStepsSchema } from '@plan-dan/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { now } from '../../../platform/clock.ts';
import { workedOutAnew } from '../../../platform/kept-answers.ts';
import { LINK_WINDOW_MS } from '../../../platform/signed-links.ts';
import type { KeptTaskJson } from './task-lists.ts';

/** An answer already written as JSON (a list of tasks with steps, from the tasks' kept answers). */
export class WrittenJson {
  constructor(readonly json: string) {}
}

/** The hashes of what lists were asked for: a few kinds of question, asked over and over (a hash costs ~10 µs). */
const etagKeys = new LRUCache<string, string>({ max: 1000 });

/**
 * The ETag of a list answer: the employee's list version (raised by every change), what was asked,
 * and the time-bound parts of the answer (the hour photo links are signed for; the day 'current'
 * counts from). Weak, because compression may change the bytes.
 */
export function listEtag(version: number, asked: string, at: number, withPhotoLinks: boolean, recentSince?: number): string {
  const parts = `${asked}\n${withPhotoLinks ? Math.floor(at / LINK_WINDOW_MS) : ''}\n${recentSince ?? ''}`;
  let key = etagKeys.get(parts);
  if (key === undefined) {
    key = createHash('sha256').update(parts).digest('base64url').slice(0, 16);
    etagKeys.set(parts, key);
  }
  return `W/"${version}-${key}"`;
}

/**
 * Answers 304, with no body and no body length, when the client's copy is current (true: answered);
 * otherwise sets the ETag and lets the route answer.
 */
export function answeredNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
  const known = request.headers['if-none-match'];
  if (typeof known !== 'string' || !known.split(',').some((tag) => tag.trim() === etag)) return false;
  void reply.status(304).send();
  return true;
}

/** How much of the list answers one instance keeps, in characters of JSON (about bytes), and the largest it keeps. */
const LIST_CACHE_CHARS = 32 * 1024 * 1024;
const LIST_CACHE_ENTRY_CHARS = 4 * 1024 * 1024;
/** How much of the tasks' own answers one instance keeps, in characters of JSON: about 45,000 tasks with their steps. */
const TASK_CACHE_CHARS = 32 * 1024 * 1024;

/**
 * The list and calendar answers already serialized, by employee and ETag. The ETag is made of everything the answer
 * depends on (the list version every change raises in its transaction, what was asked, the hour the
 * links are signed for, the day 'current' counts from), and of who asks only whether a manager or the
 * employee does (a manager's steps carry their support records), so an answer under an ETag is the answer
 * anyone of that kind reaching the employee would get now: a second screen, a helper, the phone after a
 * live event, or a reload, costs the access check and the version lookup, not the queries and
 * the serializing. A change gives new ETags; the old answers are simply no longer asked for and age out.
 * The version is read before the list, so an answer is never older than its ETag says.
 *
 * Beside them, each task's answer with its steps, written once and kept by what it depends on (see
 * listTaskJson) and the hour its links are signed for: a list worked out after a change writes only the
 * changed tasks anew.
 */
export function createListAnswers() {
  const lists = new LRUCache<string, string>({ maxSize: LIST_CACHE_CHARS, maxEntrySize: LIST_CACHE_ENTRY_CHARS, sizeCalculation: (body) => body.length });
  const tasks = new LRUCache<string, string>({ maxSize: TASK_CACHE_CHARS, sizeCalculation: (json) => json.length });

  return {
    /** The kept task answers for a list answered with this reply (nothing kept for a hard reload). */
    keptTasksFor(request: FastifyRequest, reply: FastifyReply): KeptTaskJson | undefined {
      if (workedOutAnew(request)) return undefined;
      const hour = Math.floor(now() / LINK_WINDOW_MS);
      return {
        get: (key) => tasks.get(`${hour} ${key}`),
        keep(key, task) {
          // The serializer Fastify compiles for this schema (once per route), as it writes the whole list; typed
          // there as a JSON schema, it goes to our compiler, which takes zod's (platform/response-serializer.ts).
          const json = reply.compileSerializationSchema(taskWithStepsSchema as never, '200')(task);
          tasks.set(`${hour} ${key}`, json);
          return json;
        },
      };
    },

    /** Sends the answer kept under `key` (the employee and the ETag), or `read`'s, serialized once and kept. */
    async send(request: FastifyRequest, reply: FastifyReply, key: string, read: () => Promise<unknown>) {
      let body = workedOutAnew(request) ? undefined : lists.get(key);
      if (body === undefined) {
        const answer = await read();
        // The route's compiled serializer, as Fastify would use it; the string is then sent as it is.
        body = answer instanceof WrittenJson ? answer.json : (reply.serialize(answer) as string);
        lists.set(key, body);
      }
      // Typed as the schema's answer, which this string is, already serialized: Fastify sends a JSON string unchanged.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  };
}
