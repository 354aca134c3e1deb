import { setTimeout as sleep } from 'node:timers/promises';
import type { ChatMessage, ChatReadEvent } from '@plan-dan/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { MAX_STREAMS_PER_SESSION } from '../../platform/live-events.ts';
import { openEventStream } from '../../../test/event-stream.ts';
import { addEmployee, createTestApp, loginEmployee, managerWithEmployee, type TestApp } from '../../../test/helpers.ts';

let app: TestApp;
let origin: string;
beforeAll(async () => {
  app = await createTestApp();
  origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => app?.close());

type Auth = Record<string, string>;

async function send(target: App, auth: Auth, employeeId: number, text: string) {
  const response = await target.server.inject({ method: 'POST', url: `/api/v1/chat/${employeeId}/messages`, headers: auth, payload: { text } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ChatMessage>();
}

interface ParsedEvent {
  name: string;
  id: number | undefined;
  data: unknown;
}

/** A chat stream, read event by event; `after` resumes as a reconnecting browser does (Last-Event-ID). */
async function openChat(auth: Auth, options: { after?: number; query?: string; at?: string } = {}) {
  const headers = { ...auth, ...(options.after === undefined ? {} : { 'last-event-id': String(options.after) }) };
  const stream = await openEventStream(`${options.at ?? origin}/api/v1/chat-events${options.query ?? ''}`, headers);
  return {
    ...stream,
    async next(): Promise<ParsedEvent> {
      const block = await stream.nextEvent();
      if (block === null) throw new Error('the stream ended');
      const fields = Object.fromEntries(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]));
      return { name: fields.event!, id: fields.id === undefined ? undefined : Number(fields.id), data: JSON.parse(fields.data!) };
    },
  };
}
const messageEvent = (message: ChatMessage) => ({ name: 'message', id: message._id, data: message });

describe('GET /api/v1/chat-events', () => {
  it("delivers each new message to the manager's and the employee's streams, and each read marker", async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const managerStream = await openChat(manager.auth);
    const phoneStream = await openChat(phone.auth);

    const question = await send(app, phone.auth, employee.id, 'Jesam li gotov za danas?');
    expect(await managerStream.next()).toEqual(messageEvent(question));
    expect(await phoneStream.next()).toEqual(messageEvent(question));
    const answer = await send(app, manager.auth, employee.id, '<b>Jesi</b>, hvala!');
    expect(await managerStream.next()).toEqual(messageEvent(answer));
    expect(await phoneStream.next()).toEqual(messageEvent(answer));

    const read = await app.server.inject({ method: 'PUT', url: `/api/v1/chat/${employee.id}/read`, headers: manager.auth, payload: { lastReadId: question._id } });
    expect(read.statusCode).toBe(204);
    const readEvent: ChatReadEvent = { employeeId: employee.id, reader: 'manager', lastReadId: question._id };
    expect(await managerStream.next()).toEqual({ name: 'read', id: undefined, data: readEvent });
    expect(await phoneStream.next()).toEqual({ name: 'read', id: undefined, data: readEvent });

    await managerStream.close();
    await phoneStream.close();
  });

  it("carries all of a manager's conversations and no one else's; an employee's only their own", async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const colleague = await addEmployee(app, manager.auth);
    const colleaguePhone = await loginEmployee(app, manager.auth, colleague.id);
    const other = await managerWithEmployee(app);
    const managerStream = await openChat(manager.auth);
    const phoneStream = await openChat(phone.auth);
    const colleagueStream = await openChat(colleaguePhone.auth);
    const otherStream = await openChat(other.manager.auth);

    await send(app, other.manager.auth, other.employee.id, 'Tuđa poruka');
    await send(app, other.phone.auth, other.employee.id, 'Tuđi odgovor');
    const toColleague = await send(app, manager.auth, colleague.id, 'Za kolegu');
    const toEmployee = await send(app, phone.auth, employee.id, 'Za šefa');

    expect(await managerStream.next()).toEqual(messageEvent(toColleague));
    expect(await managerStream.next()).toEqual(messageEvent(toEmployee));
    expect(await colleagueStream.next()).toEqual(messageEvent(toColleague));
    expect(await phoneStream.next()).toEqual(messageEvent(toEmployee));
    expect((await otherStream.next()).data).toMatchObject({ text: 'Tuđa poruka' });
    expect((await otherStream.next()).data).toMatchObject({ text: 'Tuđi odgovor' });

    // A read marker of another conversation is no one else's business either.
    const mark = await app.server.inject({ method: 'PUT', url: `/api/v1/chat/${colleague.id}/read`, headers: colleaguePhone.auth, payload: { lastReadId: toColleague._id } });
    expect(mark.statusCode).toBe(204);
    expect((await colleagueStream.next()).name).toBe('read');
    expect((await managerStream.next()).data).toEqual({ employeeId: colleague.id, reader: 'employee', lastReadId: toColleague._id });
    const last = await send(app, manager.auth, employee.id, 'Zadnja');
    expect(await phoneStream.next()).toEqual(messageEvent(last));
    expect(await otherStream.nextEvent().catch((error: Error) => error.message)).toBe('no event within 5 s');

    for (const stream of [managerStream, phoneStream, colleagueStream, otherStream]) await stream.close();
  });

  it('resumes after a dropped stream with every message sent meanwhile, none twice (Last-Event-ID or ?after=)', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const first = await openChat(manager.auth);
    const seen = await send(app, phone.auth, employee.id, 'Prva');
    expect(await first.next()).toEqual(messageEvent(seen));
    await first.close();

    const missed = [await send(app, phone.auth, employee.id, 'Druga'), await send(app, manager.auth, employee.id, 'Treća')];
    const resumed = await openChat(manager.auth, { after: seen._id });
    for (const message of missed) expect(await resumed.next()).toEqual(messageEvent(message));
    const live = await send(app, phone.auth, employee.id, 'Četvrta');
    expect(await resumed.next()).toEqual(messageEvent(live));
    await resumed.close();

    // The phone resumes the same way, through ?after= when it cannot set the header.
    const byQuery = await openChat(phone.auth, { query: `?after=${seen._id}` });
    for (const message of [...missed, live]) expect(await byQuery.next()).toEqual(messageEvent(message));
    await byQuery.close();
    // Resuming from the newest sends nothing old.
    const upToDate = await openChat(phone.auth, { after: live._id });
    const next = await send(app, manager.auth, employee.id, 'Peta');
    expect(await upToDate.next()).toEqual(messageEvent(next));
    await upToDate.close();
  });

  it('loses and doubles nothing when messages are posted while the stream reconnects', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const count = 60;
    const received: number[] = [];
    let stream = await openChat(manager.auth);
    const posting = (async () => {
      const sent: number[] = [];
      for (let i = 0; i < count; i += 3) {
        const batch = await Promise.all([0, 1, 2].map((k) => send(app, k === 1 ? manager.auth : phone.auth, employee.id, `Poruka ${i + k}`)));
        sent.push(...batch.map((message) => message._id));
        await sleep(2);
      }
      return sent;
    })();
    // Drops the stream after every few messages, and reconnects with the last id it saw.
    let reconnects = 0;
    while (received.length < count) {
      const event = await stream.next();
      expect(event.name).toBe('message');
      received.push(event.id!);
      if (received.length % 7 === 0) {
        await stream.close();
        stream = await openChat(manager.auth, { after: received.at(-1)! });
        reconnects += 1;
      }
    }
    await stream.close();
    const sent = await posting;
    expect(reconnects).toBeGreaterThanOrEqual(8);
    expect(received).toEqual([...sent].sort((x, y) => x - y));
    expect(new Set(received).size).toBe(count);
  });

  it('refuses a Last-Event-ID or ?after= that is no message id (400)', async () => {
    const { manager } = await managerWithEmployee(app);
    for (const [query, headers, field] of [
      ['?after=abc', {}, 'after'],
      ['?after=0', {}, 'after'],
      ['', { 'last-event-id': 'abc' }, 'last-event-id'],
      ['', { 'last-event-id': '-1' }, 'last-event-id'],
    ] as const) {
      const response = await app.server.inject({ method: 'GET', url: `/api/v1/chat-events${query}`, headers: { ...manager.auth, ...headers } });
      expect(response.statusCode, `${query} ${JSON.stringify(headers)}`).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    }
  });

  it(`allows ${MAX_STREAMS_PER_SESSION} open streams a session, and ends them with the session`, async () => {
    const { phone } = await managerWithEmployee(app);
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) streams.push(await openChat(phone.auth));
    const refused = await fetch(`${origin}/api/v1/chat-events`, { headers: phone.auth });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('too_many_requests');
    expect((await app.server.inject({ method: 'POST', url: '/api/v1/logout', headers: phone.auth })).statusCode).toBe(204);
    for (const stream of streams) expect(await stream.ended()).toBe(true);
  });
});

// Only with PostgreSQL: instances share messages through the database and NOTIFY; SQLite serves one instance.
describe.runIf(process.env.DATABASE_URL)('chat across server instances on one PostgreSQL database', () => {
  it('delivers a message posted to one instance to streams on another, and resumes there', async () => {
    const second = await buildApp({ ...app.config, port: 0 });
    try {
      const secondOrigin = await second.server.listen({ port: 0, host: '127.0.0.1' });
      const { manager, employee, phone } = await managerWithEmployee(app);
      const managerOnSecond = await openChat(manager.auth, { at: secondOrigin });
      const phoneOnFirst = await openChat(phone.auth);

      const fromFirst = await send(app, phone.auth, employee.id, 'S prve instance');
      expect(await managerOnSecond.next()).toEqual(messageEvent(fromFirst));
      expect(await phoneOnFirst.next()).toEqual(messageEvent(fromFirst));
      const fromSecond = await send(second, manager.auth, employee.id, 'S druge instance');
      expect(await phoneOnFirst.next()).toEqual(messageEvent(fromSecond));
      expect(await managerOnSecond.next()).toEqual(messageEvent(fromSecond));

      const read = await second.server.inject({ method: 'PUT', url: `/api/v1/chat/${employee.id}/read`, headers: manager.auth, payload: { lastReadId: fromFirst._id } });
      expect(read.statusCode).toBe(204);
      expect(await phoneOnFirst.next()).toEqual({ name: 'read', id: undefined, data: { employeeId: employee.id, reader: 'manager', lastReadId: fromFirst._id } });
      expect((await managerOnSecond.next()).name).toBe('read');
      await managerOnSecond.close();

      const missed = [await send(app, phone.auth, employee.id, 'Dok te nije bilo 1'), await send(app, phone.auth, employee.id, 'Dok te nije bilo 2')];
      const resumed = await openChat(manager.auth, { at: secondOrigin, after: fromSecond._id });
      for (const message of missed) expect(await resumed.next()).toEqual(messageEvent(message));
      await resumed.close();
      await phoneOnFirst.close();
    } finally {
      await second.server.close();
    }
  });

  it('catches up from the table after losing the NOTIFY connection: a notice sent meanwhile costs only time', async () => {
    const second = await buildApp({ ...app.config, port: 0 });
    try {
      const secondOrigin = await second.server.listen({ port: 0, host: '127.0.0.1' });
      const { manager, employee, phone } = await managerWithEmployee(app);
      const onSecond = await openChat(manager.auth, { at: secondOrigin });
      // Both instances' LISTEN connections go, as in a database restart.
      const admin = new pg.Client({ connectionString: app.config.databaseUrl });
      await admin.connect();
      try {
        const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
          `plan_dan_events_${app.config.databaseSchema}`,
        ]);
        expect(rowCount).toBe(2);
      } finally {
        await admin.end();
      }
      await sleep(100);
      const sentMeanwhile = await send(app, phone.auth, employee.id, 'Dok je veza bila prekinuta');
      expect(await onSecond.next()).toEqual(messageEvent(sentMeanwhile));
      await onSecond.close();
    } finally {
      await second.server.close();
    }
  });

  it('loses and doubles nothing when both instances take messages at once', async () => {
    const second = await buildApp({ ...app.config, port: 0 });
    try {
      const secondOrigin = await second.server.listen({ port: 0, host: '127.0.0.1' });
      const { manager, employee, phone } = await managerWithEmployee(app);
      const onSecond = await openChat(manager.auth, { at: secondOrigin });
      const onFirst = await openChat(phone.auth);
      const sent = (
        await Promise.all(
          Array.from({ length: 40 }, (_, i) => send(i % 2 ? second : app, i % 3 ? phone.auth : manager.auth, employee.id, `Istovremeno ${i}`)),
        )
      ).map((message) => message._id);
      for (const stream of [onSecond, onFirst]) {
        const received: number[] = [];
        while (received.length < sent.length) received.push((await stream.next()).id!);
        expect(received).toEqual([...sent].sort((x, y) => x - y));
        await stream.close();
      }
    } finally {
      await second.server.close();
    }
  });
});
