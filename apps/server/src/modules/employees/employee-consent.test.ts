import type { Employee } from '@plan-dan/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addEmployee, buildEmployee, createTestApp, loginEmployee, registerAndLogin, type TestApp } from '../../../test/helpers.ts';

/** Issue 35: the owner's record that they have consent to keep the person's data (GDPR, Article 9). */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());
afterEach(() => vi.useRealTimers());

type Auth = Record<string, string>;
const request = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Auth, payload?: object) =>
  app.server.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const recordConsent = (auth: Auth, id: number, payload: object = { consentGiven: true }) => request('PUT', `/api/v1/child/${id}/consent`, auth, payload);
const entriesOf = (employeeId: number) =>
  app.db.selectFrom('access_log').select(['action', 'actor_role', 'actor_id', 'detail']).where('employee_id', '=', employeeId).orderBy('id').execute();

/** Two managers, the first with a helper (invited by the owner). */
async function ownerHelperAndStranger() {
  const owner = await registerAndLogin(app);
  const helper = await registerAndLogin(app);
  const stranger = await registerAndLogin(app);
  const employee = await addEmployee(app, owner.auth);
  const invited = await request('POST', `/api/v1/child/${employee.id}/helpers`, owner.auth, { login: helper.user.username });
  expect(invited.statusCode).toBe(201);
  return { owner, helper, stranger, employee };
}

describe('POST /api/v1/child/create with consentGiven', () => {
  it('stores when consent was given, as this moment', async () => {
    const { auth } = await registerAndLogin(app);
    const before = Date.now();
    const response = await request('POST', '/api/v1/child/create', auth, buildEmployee({ consentGiven: true }));
    expect(response.statusCode).toBe(201);
    const at = Date.parse(response.json<Employee>().consentGivenAt!);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('stores nothing when the form says false or says nothing (a client that does not know the field)', async () => {
    const { auth } = await registerAndLogin(app);
    for (const consentGiven of [false, undefined]) {
      const response = await request('POST', '/api/v1/child/create', auth, buildEmployee({ consentGiven }));
      expect(response.statusCode).toBe(201);
      expect(response.json<Employee>().consentGivenAt).toBeNull();
    }
  });

  it('answers 400 naming consentGiven for a value that is not a yes or no, and stores nothing', async () => {
    const { auth, user } = await registerAndLogin(app);
    for (const consentGiven of ['mozda', 7, { yes: true }]) {
      const response = await request('POST', '/api/v1/child/create', auth, { ...buildEmployee(), consentGiven });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['consentGiven']);
    }
    expect((await request('GET', `/api/v1/manager/children/${user.id}`, auth)).json()).toEqual([]);
  });

  it('writes no separate history entry: creating is not in the access history', async () => {
    const { auth } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth, { consentGiven: true });
    expect(await entriesOf(employee.id)).toEqual([]);
  });
});

describe('PUT /api/v1/child/:id/consent', () => {
  it('records consent later, answers the employee, and the owner’s list shows it', async () => {
    const { owner, employee } = await ownerHelperAndStranger();
    expect(employee.consentGivenAt).toBeNull();
    const before = Date.now();
    const response = await recordConsent(owner.auth, employee.id);
    expect(response.statusCode).toBe(200);
    const answered = response.json<Employee>();
    expect(answered).toMatchObject({ id: employee.id, role: 'owner', consentGivenAt: expect.any(String) });
    expect(Date.parse(answered.consentGivenAt!)).toBeGreaterThanOrEqual(before);
    const list = (await request('GET', `/api/v1/manager/children/${owner.user.id}`, owner.auth)).json<Employee[]>();
    expect(list.find((e) => e.id === employee.id)?.consentGivenAt).toBe(answered.consentGivenAt);
    expect((await request('GET', `/api/v1/child/${employee.id}`, owner.auth)).json<Employee>().consentGivenAt).toBe(answered.consentGivenAt);
  });

  it('writes one consent.recorded entry by the owner', async () => {
    const { owner, employee } = await ownerHelperAndStranger();
    await recordConsent(owner.auth, employee.id);
    const entries = (await entriesOf(employee.id)).filter((entry) => entry.action === 'consent.recorded');
    expect(entries).toEqual([{ action: 'consent.recorded', actor_role: 'owner', actor_id: owner.user.id, detail: null }]);
  });

  it('keeps the first date when consent is recorded again, answers 200 and writes no second entry', async () => {
    const { owner, employee } = await ownerHelperAndStranger();
    const first = (await recordConsent(owner.auth, employee.id)).json<Employee>().consentGivenAt;
    // Ten minutes on (within the login's lifetime): a second record would carry a later date.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 });
    const again = await recordConsent(owner.auth, employee.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<Employee>().consentGivenAt).toBe(first);
    expect((await entriesOf(employee.id)).filter((entry) => entry.action === 'consent.recorded')).toHaveLength(1);
  });

  it('keeps the date given at creation', async () => {
    const { auth } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth, { consentGiven: true });
    const again = await recordConsent(auth, employee.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<Employee>().consentGivenAt).toBe(employee.consentGivenAt);
  });

  it('is the owner’s only: a helper 403, another manager and the employee’s phone 404, and nothing is stored', async () => {
    const { owner, helper, stranger, employee } = await ownerHelperAndStranger();
    const phone = await loginEmployee(app, owner.auth, employee.id);
    expect((await recordConsent(helper.auth, employee.id)).statusCode).toBe(403);
    expect((await recordConsent(stranger.auth, employee.id)).statusCode).toBe(404);
    expect([403, 404]).toContain((await recordConsent(phone.auth, employee.id)).statusCode);
    expect((await recordConsent(owner.auth, 999_999_999)).statusCode).toBe(404);
    expect((await request('GET', `/api/v1/child/${employee.id}`, owner.auth)).json<Employee>().consentGivenAt).toBeNull();
    // The invitation, the phone's login and the owner's look are in the history; no consent is.
    expect((await entriesOf(employee.id)).filter((entry) => entry.action === 'consent.recorded')).toEqual([]);
  });

  it('answers 400 naming consentGiven for anything but true', async () => {
    const { owner, employee } = await ownerHelperAndStranger();
    for (const payload of [{}, { consentGiven: false }, { consentGiven: 'da' }]) {
      const response = await recordConsent(owner.auth, employee.id, payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['consentGiven']);
    }
    expect((await request('GET', `/api/v1/child/${employee.id}`, owner.auth)).json<Employee>().consentGivenAt).toBeNull();
  });

  it('answers 401 without a token', async () => {
    const response = await app.server.inject({ method: 'PUT', url: '/api/v1/child/1/consent', payload: { consentGiven: true } });
    expect(response.statusCode).toBe(401);
  });
});
