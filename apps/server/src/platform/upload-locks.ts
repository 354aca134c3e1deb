import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The first key of pg_advisory_lock(int, int) for uploads ('tus!'): apart from every other lock here. */
const LOCK_SPACE = 0x74757321;
/** As tus's MemoryLocker: a lock not had by then fails the request (500), and the client retries. */
const ACQUIRE_TIMEOUT_MS = 30_000;
/** How often a waiting request tries again (the holder takes up to tus's lockDrainTimeout, 3 s, to let go). */
const RETRY_MS = 100;
const RECONNECT_MS = 2_000;
/**
 * Connections that hold or wait for locks: one per upload request in progress (a PATCH holds its
 * lock while its bytes arrive). A separate pool, so uploads never starve the app's queries.
 */
const MAX_CONNECTIONS = 20;

export interface PostgresLockerOptions {
  databaseUrl: string;
  /** Instances working in one schema ask each other to let go; other schemas (other tests) hear nothing. */
  schema: string | undefined;
  log: FastifyBaseLogger;
  acquireTimeoutMs?: number;
}

export interface PostgresLocker extends Locker {
  close(): Promise<void>;
}

/** An upload's id as the second key of the advisory lock: two ids sharing a hash only wait for each other. */
const keyOf = (id: string) => createHash('sha256').update(id).digest().readInt32BE(0);

/**
 * tus's Locker on PostgreSQL advisory locks, so several server instances never write one upload at
 * once. A lock is a session lock (pg_advisory_lock) held on its own connection from the pool until
 * unlock(); if that connection dies, PostgreSQL releases the lock by itself and the holder is asked
 * to stop. As the Locker interface says, a request that finds the lock taken asks the holder to let
 * go (its cancelReq: tus ends the holder's request after lockDrainTimeout), on whichever instance it
 * is, by NOTIFY, and waits until it has the lock, its own request is aborted (tus's ABORTED, 400), or
 * the time is up (ERR_LOCK_TIMEOUT).
 */
export async function createPostgresLocker({ databaseUrl, schema, log, acquireTimeoutMs = ACQUIRE_TIMEOUT_MS }: PostgresLockerOptions): Promise<PostgresLocker> {
  const channel = schema ? `plan_dan_upload_locks_${schema}` : 'plan_dan_upload_locks';
  if (!/^[a-z0-9_]{1,63}$/.test(channel)) throw new Error(`Unusable channel name for upload locks: ${channel}`);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: MAX_CONNECTIONS, application_name: channel, connectionTimeoutMillis: acquireTimeoutMs });
  // An idle connection that fails is dropped by the pool; the error needs a listener all the same.
  pool.on('error', (error) => log.warn({ err: error }, 'upload locks: an idle PostgreSQL connection failed'));
  /** The locks this instance holds: the holder's cancelReq by upload id. */
  const held = new Map<string, RequestRelease>();
  let listener: pg.Client | undefined;
  let closed = false;

  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: channel });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) void held.get(message.payload)?.();
    });
    next.on('error', (error) => log.warn({ err: error }, 'upload locks: the listening PostgreSQL connection failed'));
    next.on('end', () => {
      if (listener === next) listener = undefined;
      if (!closed) setTimeout(() => void relisten(), RECONNECT_MS).unref();
    });
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    listener = next;
  };
  const relisten = async () => {
    if (closed || listener) return;
    // Meanwhile a holder here is not asked to let go: waiters elsewhere wait for its request to end.
    await listen().catch((error: unknown) => {
      log.warn({ err: error }, 'upload locks: listening again failed');
      setTimeout(() => void relisten(), RECONNECT_MS).unref();
    });
  };
  await listen();

  return {
    newLock(id: string): Lock {
      const key = keyOf(id);
      let holding: { connection: pg.PoolClient; cancelReq: RequestRelease; giveBack: (error?: Error) => void } | undefined;
      let lost: Error | undefined;

      return {
        async lock(signal, cancelReq) {
          const deadline = Date.now() + acquireTimeoutMs;
          const connection = await pool.connect();
          // A checked-out connection's failure is ours to hear (unheard, it would end the process).
          const onError = (error: Error) => {
            lost = error;
            if (holding?.connection !== connection) return;
            log.warn({ err: error, uploadId: id }, 'upload locks: the connection holding a lock failed, and the lock with it');
            // The request holding it must stop writing.
            void cancelReq();
          };
          connection.on('error', onError);
          const giveBack = (error?: Error) => {
            connection.off('error', onError);
            connection.release(error);
          };
          try {
            for (;;) {
              if (signal.aborted) throw ERRORS.ABORTED;
              const { rows } = await connection.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [LOCK_SPACE, key]);
              if (rows[0]!.locked) break;
              // Whoever holds it, here or on another instance, is asked to finish.
              await connection.query('select pg_notify($1, $2)', [channel, id]);
              if (Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
              await sleep(RETRY_MS, undefined, { signal }).catch(() => undefined);
            }
          } catch (error) {
            giveBack(lost);
            throw error;
          }
          holding = { connection, cancelReq, giveBack };
          held.set(id, cancelReq);
        },

        async unlock() {
          if (!holding) throw new Error('Releasing an unlocked lock!');
          const { connection, cancelReq, giveBack } = holding;
          holding = undefined;
          if (held.get(id) === cancelReq) held.delete(id);
          // A failed connection is ended: its session, and the lock with it, are gone already.
          if (lost) return giveBack(lost);
          try {
            await connection.query('select pg_advisory_unlock($1, $2)', [LOCK_SPACE, key]);
            giveBack();
          } catch (error) {
            giveBack(error as Error);
          }
        },
      };
    },

    async close() {
      closed = true;
      await listener?.end();
      await pool.end();
    },
  };
}
