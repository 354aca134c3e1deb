import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, managerWithEmployee, registerAndLogin, type TestApp } from '../../../../test/helpers.ts';
import { seedRuns, type Auth } from './figures-seed.ts';

/** Who may read the figures and set the criterion, and what input each route refuses. */
let app: TestApp;
let owner: Auth;
let phone: Auth;
let helper: Auth;
let helperId: number;
let stranger: Auth;
let employeeId: number;

beforeAll(async () => {
  app = await createTestApp();
  const owned = await managerWithEmployee(app);
  owner = owned.manager.auth;
  phone = owned.phone.auth;
  employeeId = owned.employee.id;
  const invited = await registerAndLogin(app, { name: 'Iva', surname: 'Pomoćnica' });
  const invite = await app.server.inject({ method: 'POST', url: `/api/v1/child/${employeeId}/helpers`, headers: owner, payload: { login: invited.user.username } });
  expect(invite.statusCode, invite.body).toBe(201);
  helper = invited.auth;
  helperId = invited.user.id;
  stranger = (await registerAndLogin(app)).auth;
  // The helper records: the record names them.
  await seedRuns(app, owner, helperId, employeeId, 'Složiti police', [{ date: '2026-10-05', levels: ['independent', 'gesture'], notes: { 1: 'Pokazala rukom' } }]);
});
afterAll(async () => app?.close());

type Method = 'GET' | 'PUT';
const call = (method: Method, url: string, headers: Auth, payload?: object) => app.server.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const routes = (id: number | string): [Method, string, object?][] => [
  ['GET', `/api/v1/statistics/${id}/independence?name=Slo%C5%BEiti%20police`],
  ['PUT', `/api/v1/statistics/${id}/mastery`, { name: 'Složiti police', runs: 3 }],
  ['GET', `/api/v1/statistics/${id}/report?from=2026-10-01&to=2026-10-31`],
  ['GET', `/api/v1/statistics/${id}/support-records?from=2026-10-01&to=2026-10-31`],
];

describe('owners', () => {
  it('the owner and a helper read and set; another manager and a missing employee get 404; the employee’s token 403', async () => {
    for (const [method, url, payload] of routes(employeeId)) {
      for (const reader of [owner, helper]) expect((await call(method, url, reader, payload)).statusCode, `${method} ${url}`).toBe(200);
      const refused = await call(method, url, stranger, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(404);
      expect(refused.json().error.code).toBe('not_found');
      expect((await call(method, url, phone, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, {}, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const [method, url, payload] of routes(999_999)) expect((await call(method, url, owner, payload)).statusCode, `${method} ${url}`).toBe(404);
    for (const [method, url, payload] of routes('abc')) expect((await call(method, url, owner, payload)).statusCode, `${method} ${url}`).toBe(400);
  });

  it('the helper’s criterion is the one the owner reads; records and notes name the helper', async () => {
    expect((await call('PUT', `/api/v1/statistics/${employeeId}/mastery`, helper, { name: 'Složiti police', runs: 4 })).json()).toEqual({ name: 'Složiti police', runs: 4 });
    const figures = await call('GET', `/api/v1/statistics/${employeeId}/independence?name=Slo%C5%BEiti%20police`, owner);
    expect(figures.json().mastery.runs).toBe(4);
    const report = (await call('GET', `/api/v1/statistics/${employeeId}/report?from=2026-10-05&to=2026-10-05`, owner)).json();
    expect(report.notes).toEqual([
      { date: '2026-10-05', taskName: 'Složiti police', step: 'Složiti police: korak 2', level: 'gesture', note: 'Pokazala rukom', recordedBy: { id: helperId, name: 'Iva Pomoćnica' } },
    ]);
  });
});

describe('input', () => {
  const mastery = (payload: object | string) => app.server.inject({ method: 'PUT', url: `/api/v1/statistics/${employeeId}/mastery`, headers: { ...owner, 'content-type': 'application/json' }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });

  it('sets a criterion of 2 to 20 runs, and changes it', async () => {
    for (const runs of [2, 20, 7]) {
      const response = await mastery({ name: 'Zaliti cvijeće', runs });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ name: 'Zaliti cvijeće', runs });
    }
    const figures = await call('GET', `/api/v1/statistics/${employeeId}/independence?name=Zaliti%20cvije%C4%87e`, owner);
    expect(figures.json().mastery.runs).toBe(7);
  });

  it('refuses a criterion out of range, not whole, not a number, or without a name: 400 naming the field', async () => {
    for (const runs of [1, 21, 1.5, '5', null]) {
      const response = await mastery({ name: 'Zaliti cvijeće', runs });
      expect(response.statusCode, `runs ${runs}`).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['runs']);
    }
    const noRuns = await mastery({ name: 'Zaliti cvijeće' });
    expect(Object.keys(noRuns.json().error.fields)).toEqual(['runs']);
    for (const name of [undefined, '', 'x'.repeat(201), 5, 'a\u0000b']) {
      const response = await mastery({ name, runs: 5 });
      expect(response.statusCode, `name ${String(name)}`).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['name']);
    }
    expect((await mastery('{"name": ')).statusCode).toBe(400);
    // The refused ones changed nothing.
    expect((await call('GET', `/api/v1/statistics/${employeeId}/independence?name=Zaliti%20cvije%C4%87e`, owner)).json().mastery.runs).toBe(7);
  });

  it('refuses a bad or missing task name on independence', async () => {
    for (const query of ['', '?name=', `?name=${'x'.repeat(201)}`]) {
      const response = await call('GET', `/api/v1/statistics/${employeeId}/independence${query}`, owner);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['name']);
    }
  });

  it('refuses a bad period on the report and the records: 400 naming from or to', async () => {
    const cases: [string, string][] = [
      ['from=2026-13-01&to=2026-10-31', 'from'],
      ['from=2026-02-30&to=2026-10-31', 'from'],
      ['from=2026-10-01&to=tomorrow', 'to'],
      ['to=2026-10-31', 'from'],
      ['from=2026-10-01', 'to'],
      // The end before the start, and a period longer than MAX_REPORT_DAYS (731).
      ['from=2026-10-31&to=2026-10-01', 'to'],
      ['from=2024-01-01&to=2026-01-01', 'to'],
    ];
    for (const path of ['report', 'support-records']) {
      for (const [query, field] of cases) {
        const response = await call('GET', `/api/v1/statistics/${employeeId}/${path}?${query}`, owner);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(Object.keys(response.json().error.fields), `${path}?${query}`).toEqual([field]);
      }
      // The longest period allowed is answered.
      expect((await call('GET', `/api/v1/statistics/${employeeId}/${path}?from=2024-01-01&to=2025-12-31`, owner)).statusCode).toBe(200);
    }
  });
});
