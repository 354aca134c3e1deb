import { DEFAULT_PHONE_LOOK } from '@plan-dan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, buildEmployee, createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

type Auth = Record<string, string>;
const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Auth, payload?: object) =>
  app.server.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('POST /api/v1/child/create', () => {
  it('adds an employee owned by the token’s manager, whatever managerId the body names', async () => {
    const owner = await registerAndLogin(app);
    const other = await registerAndLogin(app);
    const input = buildEmployee({ qualities: '  Vrijedan  ', preferences: '', special: undefined });
    const response = await request('POST', '/api/v1/child/create', owner.auth, { ...input, managerId: other.user.id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: input.name,
      surname: input.surname,
      email: input.email,
      kidMale: true,
      dateOfBirth: input.dateOfBirth,
      qualities: 'Vrijedan',
      preferences: null,
      special: null,
      managerId: owner.user.id,
      emailLoginAllowed: true,
      role: 'owner',
      ownerName: `${owner.user.name} ${owner.user.surname}`,
      // Sent by no form here, so not recorded (employee-consent.test.ts records it).
      consentGivenAt: null,
    });
    expect(response.body).not.toContain(input.password);
  });

  it('creates the phone-app settings with the defaults and a long random login code', async () => {
    const { auth } = await registerAndLogin(app);
    const first = await addEmployee(app, auth);
    const second = await addEmployee(app, auth);
    const settings = await app.db
      .selectFrom('account_settings')
      .selectAll()
      .where('employee_id', 'in', [first.id, second.id])
      .orderBy('employee_id')
      .execute();
    expect(settings).toHaveLength(2);
    expect(settings[0]).toMatchObject({
      font: DEFAULT_PHONE_LOOK.font,
      font_size: 22,
      color_for_font: '#141414',
      color_for_background: '#F5FFFA',
      color_of_priority_task: '#FF6347',
      color_of_normal_task: '#00BFFF',
      color_for_subtask: '#FF6347',
      color_for_progress: '#00b200',
    });
    const [a, b] = settings.map((s) => s.phone_login_string);
    // 128 bits at least: 22 base64url characters carry 132.
    expect(a!.length).toBeGreaterThanOrEqual(22);
    expect(a).not.toBe(b);
  });

  it('hashes the employee’s password with argon2id', async () => {
    const { auth } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth);
    const row = await app.db.selectFrom('employees').select('password_hash').where('id', '=', employee.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers 409 for an e-mail already used by an employee', async () => {
    const { auth } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth);
    const response = await request('POST', '/api/v1/child/create', auth, buildEmployee({ email: employee.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'email_taken', fields: { email: 'email_taken' } });
  });

  it('answers 400 naming every bad field and stores nothing', async () => {
    const { auth, user } = await registerAndLogin(app);
    const response = await request('POST', '/api/v1/child/create', auth, {
      name: ' ',
      email: 'bad',
      password: '1',
      kidMale: 'yes',
      dateOfBirth: '2999-12-31',
      qualities: 'x'.repeat(2001),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(
      ['dateOfBirth', 'email', 'kidMale', 'name', 'password', 'qualities', 'surname'].sort(),
    );
    const list = await request('GET', `/api/v1/manager/children/${user.id}`, auth);
    expect(list.json()).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const response = await app.server.inject({ method: 'POST', url: '/api/v1/child/create', payload: buildEmployee() });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/v1/manager/children/:managerId', () => {
  it('lists only the manager’s own employees, oldest first', async () => {
    const owner = await registerAndLogin(app);
    const other = await registerAndLogin(app);
    const first = await addEmployee(app, owner.auth, { name: 'Prvi' });
    const second = await addEmployee(app, owner.auth, { name: 'Drugi' });
    await addEmployee(app, other.auth, { name: 'Tuđi' });
    const response = await request('GET', `/api/v1/manager/children/${owner.user.id}`, owner.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((c: { id: number }) => c.id)).toEqual([first.id, second.id]);
  });

  it('answers 404 and no data for another manager’s list', async () => {
    const owner = await registerAndLogin(app);
    const other = await registerAndLogin(app);
    await addEmployee(app, owner.auth);
    const response = await request('GET', `/api/v1/manager/children/${owner.user.id}`, other.auth);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Marko');
  });

  it('answers 401 without a token', async () => {
    const owner = await registerAndLogin(app);
    expect((await request('GET', `/api/v1/manager/children/${owner.user.id}`, {})).statusCode).toBe(401);
  });
});

describe('GET /api/v1/child/:id', () => {
  it('answers the employee to their manager', async () => {
    const { auth } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth);
    const response = await request('GET', `/api/v1/child/${employee.id}`, auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(employee);
  });

  it('answers 404 to another manager and for an id that does not exist', async () => {
    const owner = await registerAndLogin(app);
    const other = await registerAndLogin(app);
    const employee = await addEmployee(app, owner.auth);
    expect((await request('GET', `/api/v1/child/${employee.id}`, other.auth)).statusCode).toBe(404);
    expect((await request('GET', '/api/v1/child/999999', owner.auth)).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a number', async () => {
    const { auth } = await registerAndLogin(app);
    const response = await request('GET', '/api/v1/child/abc', auth);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('id');
  });
});

describe('PUT /api/v1/child/update/:id', () => {
  const changes = {
    name: 'Ivana',
    surname: 'Ivić',
    kidMale: false,
    dateOfBirth: '2001-01-31',
    qualities: 'Strpljiva',
    preferences: 'Jutarnji rad',
    special: 'Tiha prostorija',
  };

  it('updates the profile and answers the employee', async () => {
    const { auth } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth);
    const response = await request('PUT', `/api/v1/child/update/${employee.id}`, auth, changes);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...employee, ...changes });
    expect((await request('GET', `/api/v1/child/${employee.id}`, auth)).json()).toEqual({ ...employee, ...changes });
  });

  it('ignores email and password in the body', async () => {
    const { auth } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth);
    const response = await request('PUT', `/api/v1/child/update/${employee.id}`, auth, { ...changes, email: 'x@y.z', password: 'nova' });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(employee.email);
  });

  it('answers 404 to another manager and changes nothing', async () => {
    const owner = await registerAndLogin(app);
    const other = await registerAndLogin(app);
    const employee = await addEmployee(app, owner.auth);
    expect((await request('PUT', `/api/v1/child/update/${employee.id}`, other.auth, changes)).statusCode).toBe(404);
    expect((await request('GET', `/api/v1/child/${employee.id}`, owner.auth)).json()).toEqual(employee);
  });

  it('answers 400 naming bad fields', async () => {
    const { auth } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth);
    const response = await request('PUT', `/api/v1/child/update/${employee.id}`, auth, {
      ...changes,
      kidMale: 'Muški',
      dateOfBirth: '31.01.2001',
      special: 7,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['dateOfBirth', 'kidMale', 'special']);
  });
});

describe('DELETE /api/v1/child/:id', () => {
  it('deletes the employee with their settings; the other employees stay', async () => {
    const { auth, user } = await registerAndLogin(app);
    const gone = await addEmployee(app, auth);
    const stays = await addEmployee(app, auth);
    const response = await request('DELETE', `/api/v1/child/${gone.id}`, auth);
    expect(response.statusCode).toBe(204);
    expect((await request('GET', `/api/v1/child/${gone.id}`, auth)).statusCode).toBe(404);
    const list = (await request('GET', `/api/v1/manager/children/${user.id}`, auth)).json();
    expect(list.map((c: { id: number }) => c.id)).toEqual([stays.id]);
    const settings = await app.db.selectFrom('account_settings').select('employee_id').where('employee_id', '=', gone.id).execute();
    expect(settings).toEqual([]);
  });

  it('answers 404 to another manager and deletes nothing', async () => {
    const owner = await registerAndLogin(app);
    const other = await registerAndLogin(app);
    const employee = await addEmployee(app, owner.auth);
    expect((await request('DELETE', `/api/v1/child/${employee.id}`, other.auth)).statusCode).toBe(404);
    expect((await request('GET', `/api/v1/child/${employee.id}`, owner.auth)).statusCode).toBe(200);
  });

  it('answers 404 the second time', async () => {
    const { auth } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth);
    expect((await request('DELETE', `/api/v1/child/${employee.id}`, auth)).statusCode).toBe(204);
    expect((await request('DELETE', `/api/v1/child/${employee.id}`, auth)).statusCode).toBe(404);
  });
});
