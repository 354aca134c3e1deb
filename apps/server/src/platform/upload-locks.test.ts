import { randomBytes } from 'node:crypto';
import { ERRORS } from '@tus/server';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPostgresLocker, type PostgresLocker } from './upload-locks.ts';

const databaseUrl = process.env.DATABASE_URL;
const silentLog = { warn: () => undefined } as unknown as Parameters<typeof createPostgresLocker>[0]['log'];

/**
 * tus's locks on PostgreSQL: two lockers stand for two server instances. Each test uses its own
 * schema name, so its release requests reach only its own lockers.
 */
describe.runIf(databaseUrl)('upload locks on PostgreSQL', () => {
  const schema = `locks_${randomBytes(4).toString('hex')}`;
  let first: PostgresLocker;
  let second: PostgresLocker;
  let admin: pg.Client;
  beforeAll(async () => {
    first = await createPostgresLocker({ databaseUrl: databaseUrl!, schema, log: silentLog });
    second = await createPostgresLocker({ databaseUrl: databaseUrl!, schema, log: silentLog, acquireTimeoutMs: 5_000 });
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await admin?.end();
  });

  const newId = () => randomBytes(16).toString('hex');
  /** Whether a promise has settled by the time the database has answered a few round trips. */
  async function settled(promise: Promise<unknown>) {
    let done = false;
    void promise.then(
      () => (done = true),
      () => (done = true),
    );
    for (let i = 0; i < 5; i++) await admin.query('select pg_sleep(0.05)');
    return done;
  }
  /** The PostgreSQL sessions of this test's lockers that hold an upload lock. */
  const holders = async () =>
    (
      await admin.query<{ pid: number }>(
        `select l.pid from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where l.locktype = 'advisory' and l.granted and l.classid = $1 and a.application_name = $2`,
        [0x74757321, `plan_dan_upload_locks_${schema}`],
      )
    ).rows.map((row) => row.pid);

  it('lets one instance hold an upload; the other asks it to let go and gets the lock once it does', async () => {
    const id = newId();
    const holder = first.newLock(id);
    const letGo = vi.fn();
    await holder.lock(new AbortController().signal, letGo);

    const waiter = second.newLock(id);
    const waiting = waiter.lock(new AbortController().signal, () => undefined);
    // The holder on the other instance is asked, by NOTIFY, to finish.
    await vi.waitFor(() => expect(letGo).toHaveBeenCalled(), { timeout: 5_000 });
    expect(await settled(waiting)).toBe(false);

    await holder.unlock();
    await waiting;
    // Now the first instance waits in turn.
    const again = first.newLock(id);
    const againWaiting = again.lock(new AbortController().signal, () => undefined);
    expect(await settled(againWaiting)).toBe(false);
    await waiter.unlock();
    await againWaiting;
    await again.unlock();
  });

  it('does not hold up other uploads, nor a second lock on one instance after the first is let go', async () => {
    const [a, b] = [first.newLock(newId()), second.newLock(newId())];
    await Promise.all([a.lock(new AbortController().signal, () => undefined), b.lock(new AbortController().signal, () => undefined)]);
    await Promise.all([a.unlock(), b.unlock()]);

    const id = newId();
    const one = first.newLock(id);
    await one.lock(new AbortController().signal, () => undefined);
    const two = first.newLock(id);
    const twoWaiting = two.lock(new AbortController().signal, () => undefined);
    expect(await settled(twoWaiting)).toBe(false);
    await one.unlock();
    await twoWaiting;
    await two.unlock();
    await expect(two.unlock()).rejects.toThrow('Releasing an unlocked lock!');
  });

  it('stops waiting when the waiting request is aborted (ABORTED), and when the time is up (ERR_LOCK_TIMEOUT)', async () => {
    const id = newId();
    const holder = first.newLock(id);
    await holder.lock(new AbortController().signal, () => undefined);

    const abort = new AbortController();
    const waiting = second.newLock(id).lock(abort.signal, () => undefined);
    expect(await settled(waiting)).toBe(false);
    abort.abort();
    await expect(waiting).rejects.toBe(ERRORS.ABORTED);

    // The second locker gives up after 5 s.
    await expect(second.newLock(id).lock(new AbortController().signal, () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    // Neither left a lock or a connection behind: the holder still has it, and lets it go.
    expect(await holders()).toHaveLength(1);
    await holder.unlock();
    expect(await holders()).toEqual([]);
  });

  it('is released by PostgreSQL when the connection holding it dies, and the holder is told to stop', async () => {
    const id = newId();
    const holder = first.newLock(id);
    const stop = vi.fn();
    await holder.lock(new AbortController().signal, stop);
    const [pid] = await holders();
    expect(pid).toBeDefined();

    const waiter = second.newLock(id);
    const waiting = waiter.lock(new AbortController().signal, () => undefined);
    expect(await settled(waiting)).toBe(false);
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await waiting;
    await vi.waitFor(() => expect(stop).toHaveBeenCalled());
    // Letting go of a lock that went with its connection is quiet: there is nothing left to release.
    await holder.unlock();
    expect((await holders()).filter((holding) => holding === pid)).toEqual([]);
    await waiter.unlock();
    expect(await holders()).toEqual([]);
  });
});
