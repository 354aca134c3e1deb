import { CHAT_PAGE_SIZE, DEFAULT_CHAT_SEND_LIMIT, MAX_MESSAGE_LENGTH, type ChatMessage, type Conversation } from '@plan-dan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, createTestApp, loginEmployee, managerWithEmployee, registerAndLogin, type TestApp } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

type Auth = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Auth, payload?: object) =>
  app.server.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function send(auth: Auth, employeeId: number, text: string, sos?: boolean) {
  const response = await call('POST', `/api/v1/chat/${employeeId}/messages`, auth, sos === undefined ? { text } : { text, sos });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ChatMessage>();
}
const messagesOf = async (auth: Auth, employeeId: number, query = '') => {
  const response = await call('GET', `/api/v1/chat/${employeeId}/messages${query}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatMessage[]>();
};
const conversations = async (auth: Auth) => {
  const response = await call('GET', '/api/v1/chat', auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Conversation[]>();
};
const markRead = (auth: Auth, employeeId: number, lastReadId: number) =>
  call('PUT', `/api/v1/chat/${employeeId}/read`, auth, { lastReadId });

describe('chat messages', () => {
  it("stores both sides' messages in the spec's shape and lists them newest first", async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const first = await send(manager.auth, employee.id, '  Dobro jutro!  ');
    const second = await send(phone.auth, employee.id, 'Dobro jutro, šefe');

    expect(first).toEqual({
      _id: expect.any(Number),
      text: 'Dobro jutro!',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      user: { _id: `manager-${manager.user.id}`, name: `${manager.input.name} ${manager.input.surname}`, avatar: null },
      employeeId: employee.id,
      from: 'manager',
      sos: false,
    });
    expect(second.user).toEqual({ _id: `employee-${employee.id}`, name: `${employee.name} ${employee.surname}`, avatar: null });
    expect(second.from).toBe('employee');

    for (const auth of [manager.auth, phone.auth]) {
      expect(await messagesOf(auth, employee.id)).toEqual([second, first]);
    }
  });

  it('pages back with before and limit', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const sent: ChatMessage[] = [];
    for (let i = 0; i < 7; i++) sent.push(await send(i % 2 ? phone.auth : manager.auth, employee.id, `Poruka ${i}`));
    const newestFirst = sent.map((message) => message._id).reverse();

    const page1 = await messagesOf(manager.auth, employee.id, '?limit=3');
    expect(page1.map((message) => message._id)).toEqual(newestFirst.slice(0, 3));
    const page2 = await messagesOf(manager.auth, employee.id, `?limit=3&before=${page1.at(-1)!._id}`);
    expect(page2.map((message) => message._id)).toEqual(newestFirst.slice(3, 6));
    const page3 = await messagesOf(phone.auth, employee.id, `?limit=3&before=${page2.at(-1)!._id}`);
    expect(page3.map((message) => message._id)).toEqual(newestFirst.slice(6));
    expect(await messagesOf(phone.auth, employee.id, `?before=${page3.at(-1)!._id}`)).toEqual([]);
  });

  it(`answers ${CHAT_PAGE_SIZE} messages when no limit is asked, and refuses bad paging`, async () => {
    const { manager, employee } = await managerWithEmployee(app);
    for (let i = 0; i < CHAT_PAGE_SIZE + 2; i++) await send(manager.auth, employee.id, `Poruka ${i}`);
    expect(await messagesOf(manager.auth, employee.id)).toHaveLength(CHAT_PAGE_SIZE);
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?before=0', '?before=x']) {
      const response = await call('GET', `/api/v1/chat/${employee.id}/messages${query}`, manager.auth);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([query.includes('limit') ? 'limit' : 'before']);
    }
  });

  it('keeps HTML as text', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script> & <b>bold</b>';
    const message = await send(manager.auth, employee.id, html);
    expect(message.text).toBe(html);
    const [stored] = await messagesOf(manager.auth, employee.id);
    expect(stored!.text).toBe(html);
  });

  it('keeps line breaks inside a message', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    expect((await send(manager.auth, employee.id, 'Prvi red\nDrugi red')).text).toBe('Prvi red\nDrugi red');
  });

  it('refuses blank, too long and control-character text, naming text', async () => {
    const { manager, employee } = await managerWithEmployee(app);
    for (const text of ['', '   ', '\n\t \n', 'a'.repeat(MAX_MESSAGE_LENGTH + 1), 'nul\u0000byte', 'bell\u0007', 'esc\u001b[31m']) {
      const response = await call('POST', `/api/v1/chat/${employee.id}/messages`, manager.auth, { text });
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
      expect(Object.keys(response.json().error.fields)).toEqual(['text']);
    }
    for (const payload of [{}, { text: 5 }, { text: null }]) {
      const response = await call('POST', `/api/v1/chat/${employee.id}/messages`, manager.auth, payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toContain('text');
    }
    expect((await send(manager.auth, employee.id, 'a'.repeat(MAX_MESSAGE_LENGTH))).text).toHaveLength(MAX_MESSAGE_LENGTH);
    expect(await messagesOf(manager.auth, employee.id)).toHaveLength(1);
  });

  it('takes sos only from the employee', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const fromManager = await call('POST', `/api/v1/chat/${employee.id}/messages`, manager.auth, { text: 'SOS: POMOĆ POTREBNA!', sos: true });
    expect(fromManager.statusCode).toBe(400);
    expect(Object.keys(fromManager.json().error.fields)).toEqual(['sos']);
    const bad = await call('POST', `/api/v1/chat/${employee.id}/messages`, phone.auth, { text: 'SOS', sos: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['sos']);

    expect((await send(phone.auth, employee.id, 'SOS: POMOĆ POTREBNA!', true)).sos).toBe(true);
    expect((await send(manager.auth, employee.id, 'Dolazim', false)).sos).toBe(false);
    expect((await messagesOf(manager.auth, employee.id)).map((message) => message.sos)).toEqual([false, true]);
  });

  it('limits how many messages one sender sends a minute (429), each sender on their own', async () => {
    const limited = await createTestApp({ chatSendLimitMax: 3 });
    try {
      const { manager, employee, phone } = await managerWithEmployee(limited);
      const post = (auth: Auth) =>
        limited.server.inject({ method: 'POST', url: `/api/v1/chat/${employee.id}/messages`, headers: auth, payload: { text: 'Opet ja' } });
      for (let i = 0; i < 3; i++) expect((await post(manager.auth)).statusCode).toBe(201);
      const refused = await post(manager.auth);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: { code: 'too_many_requests', message: expect.stringContaining('retry') } });
      // The employee is another sender with their own allowance.
      expect((await post(phone.auth)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it(`sends ${DEFAULT_CHAT_SEND_LIMIT} a minute by default`, async () => {
    const defaults = await createTestApp({ chatSendLimitMax: undefined });
    try {
      const { manager, employee } = await managerWithEmployee(defaults);
      const post = () =>
        defaults.server.inject({ method: 'POST', url: `/api/v1/chat/${employee.id}/messages`, headers: manager.auth, payload: { text: 'Opet' } });
      for (let i = 0; i < DEFAULT_CHAT_SEND_LIMIT; i++) expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(429);
    } finally {
      await defaults.close();
    }
  });
});

describe('conversations and read markers', () => {
  it("lists a manager's employees, with messages or not, and an employee's own conversation", async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const quiet = await addEmployee(app, manager.auth);
    const question = await send(phone.auth, employee.id, 'Gdje su ključevi?');

    expect(await conversations(manager.auth)).toEqual([
      { employeeId: employee.id, unread: 1, sos: null, lastMessage: question },
      { employeeId: quiet.id, unread: 0, sos: null, lastMessage: null },
    ]);
    expect(await conversations(phone.auth)).toEqual([{ employeeId: employee.id, unread: 0, sos: null, lastMessage: question }]);

    const answer = await send(manager.auth, employee.id, 'U ladici.');
    expect(await conversations(phone.auth)).toEqual([{ employeeId: employee.id, unread: 1, sos: null, lastMessage: answer }]);
    expect((await conversations(manager.auth))[0]).toEqual({ employeeId: employee.id, unread: 1, sos: null, lastMessage: answer });
  });

  it('counts unread after each side’s marker, which never moves back', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const fromPhone: ChatMessage[] = [];
    for (let i = 0; i < 4; i++) fromPhone.push(await send(phone.auth, employee.id, `Pitanje ${i}`));
    const reply = await send(manager.auth, employee.id, 'Odgovor');
    const unreadOf = async (auth: Auth) => (await conversations(auth)).find((row) => row.employeeId === employee.id)!.unread;
    expect(await unreadOf(manager.auth)).toBe(4);
    expect(await unreadOf(phone.auth)).toBe(1);

    expect((await markRead(manager.auth, employee.id, fromPhone[2]!._id)).statusCode).toBe(204);
    expect(await unreadOf(manager.auth)).toBe(1);
    // An older id leaves the marker where it is.
    expect((await markRead(manager.auth, employee.id, fromPhone[0]!._id)).statusCode).toBe(204);
    expect(await unreadOf(manager.auth)).toBe(1);
    // Each side has its own marker.
    expect(await unreadOf(phone.auth)).toBe(1);
    expect((await markRead(phone.auth, employee.id, reply._id)).statusCode).toBe(204);
    expect(await unreadOf(phone.auth)).toBe(0);
    expect(await unreadOf(manager.auth)).toBe(1);
    // The newest message, whoever wrote it, reads everything.
    expect((await markRead(manager.auth, employee.id, reply._id)).statusCode).toBe(204);
    expect(await unreadOf(manager.auth)).toBe(0);
  });

  it("shows the manager the newest unread SOS until it is read, and never shows an employee one", async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const firstSos = await send(phone.auth, employee.id, 'SOS: POMOĆ POTREBNA!', true);
    const secondSos = await send(phone.auth, employee.id, 'SOS: POMOĆ POTREBNA!', true);
    const after = await send(phone.auth, employee.id, 'Zapelo je dizalo');
    const row = async (auth: Auth) => (await conversations(auth)).find((item) => item.employeeId === employee.id)!;
    expect(await row(manager.auth)).toEqual({ employeeId: employee.id, unread: 3, sos: secondSos, lastMessage: after });
    expect((await row(phone.auth)).sos).toBeNull();

    await markRead(manager.auth, employee.id, firstSos._id);
    expect((await row(manager.auth)).sos).toEqual(secondSos);
    await markRead(manager.auth, employee.id, after._id);
    expect(await row(manager.auth)).toEqual({ employeeId: employee.id, unread: 0, sos: null, lastMessage: after });
  });

  it('refuses a read marker that is no message of the conversation', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const other = await managerWithEmployee(app);
    const elsewhere = await send(other.manager.auth, other.employee.id, 'Drugdje');
    await send(phone.auth, employee.id, 'Ovdje');
    for (const lastReadId of [elsewhere._id, 2_000_000_000]) {
      const response = await markRead(manager.auth, employee.id, lastReadId);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['lastReadId']);
    }
    for (const payload of [{}, { lastReadId: 0 }, { lastReadId: 'x' }, { lastReadId: 1.5 }]) {
      const response = await call('PUT', `/api/v1/chat/${employee.id}/read`, manager.auth, payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['lastReadId']);
    }
  });
});

describe('owners', () => {
  it("lets no other manager or employee read, write or mark another's conversation", async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const secret = await send(phone.auth, employee.id, 'Tajna poruka 5e1f');
    const other = await managerWithEmployee(app);
    const colleague = await addEmployee(app, manager.auth);
    const colleaguePhone = await loginEmployee(app, manager.auth, colleague.id);

    for (const auth of [other.manager.auth, other.phone.auth, colleaguePhone.auth]) {
      const list = await call('GET', `/api/v1/chat/${employee.id}/messages`, auth);
      expect(list.statusCode).toBe(404);
      expect(list.body).not.toContain('5e1f');
      expect((await call('POST', `/api/v1/chat/${employee.id}/messages`, auth, { text: 'Upad' })).statusCode).toBe(404);
      expect((await markRead(auth, employee.id, secret._id)).statusCode).toBe(404);
      expect(JSON.stringify(await conversations(auth))).not.toContain('5e1f');
    }
    expect((await conversations(other.manager.auth)).map((row) => row.employeeId)).toEqual([other.employee.id]);
    expect((await conversations(colleaguePhone.auth)).map((row) => row.employeeId)).toEqual([colleague.id]);
    // Nothing was written or marked by the others.
    expect(await messagesOf(manager.auth, employee.id)).toEqual([secret]);
    expect((await conversations(manager.auth)).find((row) => row.employeeId === employee.id)!.unread).toBe(1);

    for (const [method, url] of [
      ['GET', '/api/v1/chat'],
      ['GET', `/api/v1/chat/${employee.id}/messages`],
      ['POST', `/api/v1/chat/${employee.id}/messages`],
      ['PUT', `/api/v1/chat/${employee.id}/read`],
      ['GET', '/api/v1/chat-events'],
    ] as const) {
      expect((await call(method, url, {}, method === 'GET' ? undefined : { text: 'x', lastReadId: 1 })).statusCode).toBe(401);
    }
    expect((await call('GET', '/api/v1/chat/abc/messages', manager.auth)).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/chat/999999/messages', manager.auth)).statusCode).toBe(404);
  });

  it('a manager with no employees has no conversations', async () => {
    const lonely = await registerAndLogin(app);
    expect(await conversations(lonely.auth)).toEqual([]);
  });

  it("deletes an employee's messages and read markers with the employee", async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const kept = await managerWithEmployee(app);
    const message = await send(phone.auth, employee.id, 'Zbogom');
    await markRead(manager.auth, employee.id, message._id);
    await markRead(phone.auth, employee.id, message._id);
    const keptMessage = await send(kept.phone.auth, kept.employee.id, 'Ostajem');

    expect((await call('DELETE', `/api/v1/child/${employee.id}`, manager.auth)).statusCode).toBe(204);
    expect(await app.db.selectFrom('chat_messages').select('id').where('employee_id', '=', employee.id).execute()).toEqual([]);
    expect(await app.db.selectFrom('chat_reads').select('reader').where('employee_id', '=', employee.id).execute()).toEqual([]);
    expect((await call('GET', `/api/v1/chat/${employee.id}/messages`, manager.auth)).statusCode).toBe(404);
    expect(await conversations(manager.auth)).toEqual([]);
    expect(await messagesOf(kept.manager.auth, kept.employee.id)).toEqual([keptMessage]);
  });
});
