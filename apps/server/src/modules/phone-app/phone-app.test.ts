import { DEFAULT_PHONE_LOOK, FONTS } from '@plan-dan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from '../../../test/event-stream.ts';
import { addEmployee, buildEmployee, createTestApp, loginEmployee, managerWithEmployee, registerAndLogin, type TestApp } from '../../../test/helpers.ts';

let app: TestApp;
let origin: string;
beforeAll(async () => {
  app = await createTestApp();
  origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => app?.close());

type Auth = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Auth, payload?: object) =>
  app.server.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const exchange = (phoneLoginString: string) => call('POST', '/api/v1/token/mobile', {}, { phoneLoginString });

const look = {
  font: 'Verdana',
  fontSize: 32,
  colorForFont: '#000000',
  colorForBackground: '#ffffff',
  colorOfPriorityTask: '#aa0000',
  colorOfNormalTask: '#0000aa',
  colorForSubtask: '#00aa00',
  colorForProgress: '#123456',
};

describe('GET /api/v1/account/settings/:id', () => {
  it("answers the defaults, the login code and the manager's name to the manager", async () => {
    const { auth } = await registerAndLogin(app, { name: 'Ivana', surname: 'Horvat' });
    const employee = await addEmployee(app, auth);
    const response = await call('GET', `/api/v1/account/settings/${employee.id}`, auth);
    expect(response.statusCode).toBe(200);
    const settings = response.json();
    expect(settings).toEqual({
      ...DEFAULT_PHONE_LOOK,
      focusView: false,
      pictogramContrast: false,
      phoneLoginString: expect.stringMatching(/^[A-Za-z0-9_-]{22,}$/),
      phoneLoginUrl: `http://localhost:3000/plan-dan/m/prijava?kod=${settings.phoneLoginString}`,
      phoneLoginExpiresAt: expect.any(String),
      managerName: 'Ivana Horvat',
    });
  });

  it("answers the look and the manager's name without the code to the employee, and 404 to everybody else", async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const own = await call('GET', `/api/v1/account/settings/${employee.id}`, phone.auth);
    expect(own.json()).toEqual({
      ...DEFAULT_PHONE_LOOK,
      focusView: false,
      pictogramContrast: false,
      phoneLoginString: '',
      phoneLoginUrl: '',
      phoneLoginExpiresAt: new Date(0).toISOString(),
      managerName: `${manager.input.name} ${manager.input.surname}`,
    });
    const other = await managerWithEmployee(app);
    expect((await call('GET', `/api/v1/account/settings/${employee.id}`, other.phone.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/account/settings/${employee.id}`, other.manager.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/account/settings/${employee.id}`, {})).statusCode).toBe(401);
    expect((await call('GET', `/api/v1/account/settings/${employee.id}`, manager.auth)).statusCode).toBe(200);
  });
});

describe('PUT /api/v1/account/settings/:id', () => {
  it("saves the look and keeps the code, and answers the manager's name", async () => {
    const { auth } = await registerAndLogin(app, { name: 'Mirza', surname: 'Delić' });
    const employee = await addEmployee(app, auth);
    const before = (await call('GET', `/api/v1/account/settings/${employee.id}`, auth)).json();
    const response = await call('PUT', `/api/v1/account/settings/${employee.id}`, auth, { ...look, phoneLoginString: 'ignored' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...look,
      focusView: false,
      pictogramContrast: false,
      phoneLoginString: before.phoneLoginString,
      phoneLoginUrl: before.phoneLoginUrl,
      phoneLoginExpiresAt: before.phoneLoginExpiresAt,
      managerName: 'Mirza Delić',
    });
  });

  it("saves how the phone opens a task ('Jedan korak'), keeps it when a client does not send it, and tells the phone", async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const url = `/api/v1/account/settings/${employee.id}`;
    const phoneStream = await openStream(origin, employee.id, phone.auth);
    const chosen = await call('PUT', url, manager.auth, { ...look, focusView: true });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ ...look, focusView: true });
    expect(await phoneStream.nextEvent()).toBe('event: look\ndata: {}');
    expect((await call('GET', url, phone.auth)).json()).toMatchObject({ focusView: true });
    expect((await call('GET', url, manager.auth)).json()).toMatchObject({ focusView: true });
    await phoneStream.close();

    // An older client sends only the look: the choice stays.
    const lookOnly = await call('PUT', url, manager.auth, { ...look, fontSize: 40 });
    expect(lookOnly.json()).toMatchObject({ fontSize: 40, focusView: true });
    expect((await call('GET', url, phone.auth)).json()).toMatchObject({ fontSize: 40, focusView: true });
    const list = await call('PUT', url, manager.auth, { ...look, focusView: 'false' });
    expect(list.json()).toMatchObject({ focusView: false });
    expect((await call('GET', url, phone.auth)).json()).toMatchObject({ focusView: false });
    // Another employee's phone is left as it was.
    const other = await addEmployee(app, manager.auth);
    expect((await call('GET', `/api/v1/account/settings/${other.id}`, manager.auth)).json()).toMatchObject({ focusView: false });
  });

  it("saves 'Piktogrami visokog kontrasta', keeps it when a client does not send it, and answers it to the phone", async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const url = `/api/v1/account/settings/${employee.id}`;
    const chosen = await call('PUT', url, manager.auth, { ...look, pictogramContrast: true });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ pictogramContrast: true, focusView: false });
    expect((await call('GET', url, phone.auth)).json()).toMatchObject({ pictogramContrast: true });
    // Neither choice sent (an older client), or only the other one: both stay as they were.
    expect((await call('PUT', url, manager.auth, { ...look, fontSize: 40 })).json()).toMatchObject({ fontSize: 40, pictogramContrast: true });
    expect((await call('PUT', url, manager.auth, { ...look, focusView: true })).json()).toMatchObject({ focusView: true, pictogramContrast: true });
    expect((await call('PUT', url, manager.auth, { ...look, pictogramContrast: false })).json()).toMatchObject({ focusView: true, pictogramContrast: false });
    expect((await call('GET', url, phone.auth)).json()).toMatchObject({ focusView: true, pictogramContrast: false });
    const bad = await call('PUT', url, manager.auth, { ...look, pictogramContrast: 'ja' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['pictogramContrast']);
  });

  it('answers 400 naming focusView when it is no boolean, and keeps what was stored', async () => {
    const { auth } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth);
    const url = `/api/v1/account/settings/${employee.id}`;
    expect((await call('PUT', url, auth, { ...look, focusView: true })).statusCode).toBe(200);
    for (const focusView of ['ja', 1, null, {}]) {
      const response = await call('PUT', url, auth, { ...look, fontSize: 40, focusView });
      expect(response.statusCode, JSON.stringify(focusView)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['focusView']);
    }
    expect((await call('GET', url, auth)).json()).toMatchObject({ fontSize: look.fontSize, focusView: true });
  });

  it('accepts every font of the list', async () => {
    const { auth } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth);
    for (const font of FONTS) {
      expect((await call('PUT', `/api/v1/account/settings/${employee.id}`, auth, { ...look, font })).statusCode).toBe(200);
    }
  });

  it('answers 400 naming a bad colour, font and size', async () => {
    const { auth } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth);
    const response = await call('PUT', `/api/v1/account/settings/${employee.id}`, auth, {
      ...look,
      font: 'Wingdings',
      fontSize: 200,
      colorForFont: 'red',
      colorForProgress: '#12345',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['colorForFont', 'colorForProgress', 'font', 'fontSize']);
    expect((await call('GET', `/api/v1/account/settings/${employee.id}`, auth)).json().font).toBe(DEFAULT_PHONE_LOOK.font);
  });

  it('answers 403 to the employee and 404 to another manager', async () => {
    const { employee, phone } = await managerWithEmployee(app);
    expect((await call('PUT', `/api/v1/account/settings/${employee.id}`, phone.auth, look)).statusCode).toBe(403);
    const other = await registerAndLogin(app);
    expect((await call('PUT', `/api/v1/account/settings/${employee.id}`, other.auth, look)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/account/settings/${employee.id}`, phone.auth)).json()).toMatchObject(DEFAULT_PHONE_LOOK);
  });
});

describe('POST /api/v1/token/mobile', () => {
  it('logs the phone in once per code and replaces the code', async () => {
    const { auth } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth);
    const code = (await call('GET', `/api/v1/account/settings/${employee.id}`, auth)).json().phoneLoginString;
    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: employee.id, name: employee.name, jwtToken: expect.any(String) });
    expect(first.body).not.toContain('password');

    const reused = await exchange(code);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.code).toBe('invalid_credentials');
    const next = (await call('GET', `/api/v1/account/settings/${employee.id}`, auth)).json().phoneLoginString;
    expect(next).not.toBe(code);
    expect((await exchange(next)).statusCode).toBe(200);
  });

  it('answers 401 for an unknown code and 400 for a missing one', async () => {
    expect((await exchange('nope-nope-nope-nope-nope')).statusCode).toBe(401);
    const missing = await call('POST', '/api/v1/token/mobile', {}, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('phoneLoginString');
  });

  it('renewing the code ends the phone sessions and the old code', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const oldCode = (await call('GET', `/api/v1/account/settings/${employee.id}`, manager.auth)).json().phoneLoginString;
    expect((await call('GET', `/api/v1/task/${employee.id}`, phone.auth)).statusCode).toBe(200);
    const renewed = await call('POST', `/api/v1/account/settings/${employee.id}/renew-code`, manager.auth);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().phoneLoginString).not.toBe(oldCode);
    expect(renewed.json().managerName).toBe(`${manager.input.name} ${manager.input.surname}`);
    expect((await call('GET', `/api/v1/task/${employee.id}`, phone.auth)).statusCode).toBe(401);
    expect((await exchange(oldCode)).statusCode).toBe(401);
    const again = await exchange(renewed.json().phoneLoginString);
    expect(again.statusCode).toBe(200);
    expect((await call('GET', `/api/v1/task/${employee.id}`, { authorization: `Bearer ${again.json().jwtToken}` })).statusCode).toBe(200);
  });

  it("renewing is the owner manager's only", async () => {
    const { employee, phone } = await managerWithEmployee(app);
    const other = await registerAndLogin(app);
    expect((await call('POST', `/api/v1/account/settings/${employee.id}/renew-code`, other.auth)).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/account/settings/${employee.id}/renew-code`, phone.auth)).statusCode).toBe(403);
  });

  it('answers 429 after repeated attempts from one client', async () => {
    const limited = await createTestApp({ loginRateLimitMax: 2 });
    try {
      const attempt = () => limited.server.inject({ method: 'POST', url: '/api/v1/token/mobile', payload: { phoneLoginString: 'guess' } });
      expect([(await attempt()).statusCode, (await attempt()).statusCode, (await attempt()).statusCode]).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('counts only failed attempts: the phones of one home log in one after another; code and e-mail failures add up', async () => {
    const limited = await createTestApp({ loginRateLimitMax: 2 });
    try {
      const { auth } = await registerAndLogin(limited);
      const password = 'lozinka-zaposlenika';
      const employees = [];
      for (let i = 0; i < 3; i++) employees.push(await addEmployee(limited, auth, { password }));
      const post = (url: string, payload: object) => limited.server.inject({ method: 'POST', url, payload });

      const logins = [];
      for (const employee of employees) {
        const { phoneLoginString } = (
          await limited.server.inject({ method: 'GET', url: `/api/v1/account/settings/${employee.id}`, headers: auth })
        ).json();
        logins.push((await post('/api/v1/token/mobile', { phoneLoginString })).statusCode);
      }
      expect(logins).toEqual([200, 200, 200]);

      expect((await post('/api/v1/token/mobile', { phoneLoginString: 'guess' })).statusCode).toBe(401);
      expect((await post('/api/v1/employee/login', { email: employees[0]!.email, password: 'wrong' })).statusCode).toBe(401);
      expect((await post('/api/v1/employee/login', { email: employees[0]!.email, password })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/v1/employee/login', () => {
  it('logs the phone in with the e-mail and password the manager set', async () => {
    const { auth } = await registerAndLogin(app);
    const input = buildEmployee();
    const employee = (await call('POST', '/api/v1/child/create', auth, input)).json();
    const ok = await call('POST', '/api/v1/employee/login', {}, { email: input.email.toUpperCase(), password: input.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: employee.id, jwtToken: expect.any(String) });
    const wrong = await call('POST', '/api/v1/employee/login', {}, { email: input.email, password: 'kriva' });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('an employee session', () => {
  it('gets 403 on every manager route', async () => {
    const { manager, employee, phone } = await managerWithEmployee(app);
    const managerId = manager.user.id;
    const attempts = [
      call('GET', `/api/v1/manager/children/${managerId}`, phone.auth),
      call('GET', `/api/v1/child/${employee.id}`, phone.auth),
      call('POST', '/api/v1/child/create', phone.auth, buildEmployee()),
      call('PUT', `/api/v1/child/update/${employee.id}`, phone.auth, { name: 'X' }),
      call('PUT', `/api/v1/manager/${managerId}`, phone.auth, manager.user),
      app.server.inject({ method: 'DELETE', url: `/api/v1/child/${employee.id}`, headers: phone.auth }),
      call('POST', '/api/v1/task/sub', phone.auth, { description: 'X', needPhoto: false, task: { id: 1 } }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(403);
  });

  it('gets a fresh code each time the manager logs a new phone in', async () => {
    const { auth } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth);
    const codeNow = async () => (await call('GET', `/api/v1/account/settings/${employee.id}`, auth)).json().phoneLoginString;
    const firstCode = await codeNow();
    const first = await loginEmployee(app, auth, employee.id);
    const secondCode = await codeNow();
    const second = await loginEmployee(app, auth, employee.id);
    expect(secondCode).not.toBe(firstCode);
    expect(await codeNow()).not.toBe(secondCode);
    expect((await exchange(firstCode)).statusCode).toBe(401);
    // Both phones stay logged in: a code is one-time, sessions are not exclusive.
    expect((await call('GET', `/api/v1/task/${employee.id}`, first.auth)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/task/${employee.id}`, second.auth)).statusCode).toBe(200);
  });
});
