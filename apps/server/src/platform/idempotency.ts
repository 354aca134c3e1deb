import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { IDEMPOTENCY_KEY_DAYS, IDEMPOTENT_REPLAY_HEADER } from '@plan-dan/contract/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Executor } from '../db/database.ts';
import type { UserRef } from './auth.ts';
import { now } from './clock.ts';
import { idempotencyKeyInUse, idempotencyKeyReused } from './errors.ts';

/**
 * Records the request's key inside the transaction of the change it stands for, so that the change and
 * the key commit together or not at all. `bodyDigest`: the SHA-256 (hex) of a streamed body, known once
 * it has been read (a photo); JSON bodies are hashed by `run` itself. Throws when the key is taken,
 * which rolls the change back.
 */
export type Claim = (trx: Executor, bodyDigest?: string) => Promise<void>;

/** What the request's body is, for its fingerprint. */
export type IdempotentBody = { json: unknown } | { stream: () => Readable | undefined };

const KEY_DAYS_MS = IDEMPOTENCY_KEY_DAYS * 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** A request sent again while the first is still answered waits this long for the first one's answer. */
const WAIT_FOR_ANSWER_MS = 5_000;
const POLL_MS = 100;
/** A key whose answer is still missing after this long belongs to a request cut off after its change. */
const ANSWER_OVERDUE_MS = 60_000;

/** The key was taken by another request (sent at the same time) between the look-up and the claim. */
class KeyTaken extends Error {
  constructor(readonly fingerprint: string) {
    super('Idempotency key taken');
  }
}

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** JSON with the keys of every object in order: the same body hashes alike however its keys were written. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Passes a stream's bytes on unchanged and tells their SHA-256 (hex) once they have all passed. */
export function hashingStream(source: Readable): { stream: Readable; digest: () => string } {
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  // Both ways, as pipeline() would: a failed source fails the copy, a stopped copy (too large) stops the source.
  source.once('error', (error) => stream.destroy(error));
  stream.once('close', () => {
    if (!source.readableEnded) source.destroy();
  });
  source.pipe(stream);
  let digest: string | undefined;
  return { stream, digest: () => (digest ??= hash.digest('hex')) };
}

async function digestOf(stream: Readable | undefined): Promise<string> {
  const hash = createHash('sha256');
  if (stream) for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Requests the caller may send again with an Idempotency-Key (the phone's offline queue): the first is
 * applied and its answer stored; one sent again with the key gets the stored answer (with
 * Idempotent-Replayed: true) and changes nothing; the key with another request is a 409. Two sent at the
 * same time: the key's row, written in the change's transaction, lets one commit; the other rolls back
 * and answers as a repeat. Keys are the caller's own (another user's same key is another key), written
 * only here, and forgotten after IDEMPOTENCY_KEY_DAYS.
 */
export function createIdempotency(db: Db) {
  let nextSweepAt = 0;
  const sweep = (at: number) => {
    if (at < nextSweepAt) return;
    nextSweepAt = at + SWEEP_EVERY_MS;
    void db
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', at - KEY_DAYS_MS)
      .execute()
      .catch(() => {
        // The next sweep tries again; an old key only takes room.
      });
  };

  const find = (user: UserRef, key: string) =>
    db
      .selectFrom('idempotency_keys')
      .select(['fingerprint', 'status', 'response', 'created_at'])
      .where('user_role', '=', user.role)
      .where('user_id', '=', user.id)
      .where('key', '=', key)
      .executeTakeFirst();

  /** The stored answer of an earlier request with the key, waiting a little for one still being answered. */
  async function answerOfEarlier(user: UserRef, key: string, fingerprint: string) {
    const deadline = now() + WAIT_FOR_ANSWER_MS;
    for (;;) {
      const row = await find(user, key);
      // Gone (swept, or the earlier one never committed): nothing to answer with.
      if (!row) throw idempotencyKeyInUse();
      if (row.fingerprint !== fingerprint) throw idempotencyKeyReused();
      if (row.status !== null && row.response !== null) return { status: row.status, body: JSON.parse(row.response) as unknown };
      if (now() >= deadline || now() - row.created_at > ANSWER_OVERDUE_MS) throw idempotencyKeyInUse();
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  return {
    /**
     * Runs `work` for the request unless its key was used: `work` passes the claim to the transaction of
     * its change; its result, answered with `status`, is stored for repeats. Without a key, `work` runs
     * with no claim, as any request. A request refused (4xx) stores nothing: sent again, it is judged again.
     */
    async run<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      user: UserRef,
      options: { status: number; body: IdempotentBody },
      work: (claim: Claim | undefined) => Promise<T>,
    ): Promise<T | FastifyReply> {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string') return work(undefined);
      const { method } = request;
      const path = request.url.slice(0, 300);
      const fingerprintOf = (bodyDigest: string) => sha256(`${method} ${path}\n${bodyDigest}`);
      const jsonDigest = 'json' in options.body ? sha256(canonicalJson(options.body.json)) : undefined;
      const replay = (answer: { status: number; body: unknown }) =>
        reply.status(answer.status).header(IDEMPOTENT_REPLAY_HEADER, 'true').send(answer.body);

      if (await find(user, key)) {
        const body = options.body;
        const digest = jsonDigest ?? (await digestOf('stream' in body ? body.stream() : undefined));
        return replay(await answerOfEarlier(user, key, fingerprintOf(digest)));
      }

      let claimed = false;
      const claim: Claim = async (trx, bodyDigest) => {
        const at = now();
        sweep(at);
        const fingerprint = fingerprintOf(jsonDigest ?? bodyDigest ?? sha256(''));
        // On PostgreSQL a second transaction with the same key waits here for the first to end.
        const inserted = await trx
          .insertInto('idempotency_keys')
          .values({ user_role: user.role, user_id: user.id, key, method, path, fingerprint, status: null, response: null, created_at: at })
          .onConflict((conflict) => conflict.columns(['user_role', 'user_id', 'key']).doNothing())
          .returning('key')
          .executeTakeFirst();
        if (!inserted) throw new KeyTaken(fingerprint);
        claimed = true;
      };

      let result: T;
      try {
        result = await work(claim);
      } catch (error) {
        if (error instanceof KeyTaken) return replay(await answerOfEarlier(user, key, error.fingerprint));
        throw error;
      }
      if (claimed) {
        await db
          .updateTable('idempotency_keys')
          .set({ status: options.status, response: JSON.stringify(result) })
          .where('user_role', '=', user.role)
          .where('user_id', '=', user.id)
          .where('key', '=', key)
          .execute();
      }
      return result;
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
