import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, buildEmployee, buildManager, buildTask, createTestApp, registerAndLogin, type TestApp } from './helpers.ts';

/**
 * The original product's own web client, with a token added, sends a few things the way its lenient
 * server took them. They keep working here; anything beyond these forms is still refused.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

describe("the original web client's requests", () => {
  it('registers a manager with kidMale as the string "true" or "false"', async () => {
    for (const kidMale of ['true', 'false']) {
      const response = await app.server.inject({ method: 'POST', url: '/api/v1/manager/create', payload: { ...buildManager(), kidMale } });
      expect(response.statusCode, kidMale).toBe(201);
      const stored = await app.db.selectFrom('managers').select('kid_male').where('id', '=', response.json().id).executeTakeFirstOrThrow();
      expect(Boolean(stored.kid_male)).toBe(kidMale === 'true');
    }
  });

  it('adds an employee with kidMale as a string', async () => {
    const { auth } = await registerAndLogin(app);
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/v1/child/create',
      headers: auth,
      payload: { ...buildEmployee(), kidMale: 'false' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().kidMale).toBe(false);
  });

  it("creates a task whose child.id is a digit string taken from the page's address", async () => {
    const { auth } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth);
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/v1/task',
      headers: auth,
      payload: { ...buildTask(employee.id), child: { id: String(employee.id) } },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().child).toEqual({ id: employee.id });
  });

  it('deletes an employee with a JSON content type and no body', async () => {
    const { auth, user } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth);
    const response = await app.server.inject({
      method: 'DELETE',
      url: `/api/v1/child/${employee.id}`,
      headers: { ...auth, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(204);
    const list = await app.server.inject({ method: 'GET', url: `/api/v1/manager/children/${user.id}`, headers: auth });
    expect(list.json()).toEqual([]);
  });

  it('still refuses anything beyond those forms with 400 naming the field', async () => {
    const { auth } = await registerAndLogin(app);
    const employee = await addEmployee(app, auth);
    for (const kidMale of ['yes', 'TRUE', '1', 1, null]) {
      const response = await app.server.inject({ method: 'POST', url: '/api/v1/manager/create', payload: { ...buildManager(), kidMale } });
      expect(response.statusCode, String(kidMale)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['kidMale']);
    }
    for (const id of [' 12', '12.5', '1e3', '0x10', '-1', '', 12.5, 0, true]) {
      const response = await app.server.inject({
        method: 'POST',
        url: '/api/v1/task',
        headers: auth,
        payload: { ...buildTask(employee.id), child: { id } },
      });
      expect(response.statusCode, JSON.stringify(id)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['child.id']);
    }
    // A route that needs a body still says so when it gets none.
    const empty = await app.server.inject({ method: 'POST', url: '/api/v1/task', headers: { ...auth, 'content-type': 'application/json' } });
    expect(empty.statusCode).toBe(400);
    const broken = await app.server.inject({
      method: 'POST',
      url: '/api/v1/task',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"taskName":',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('documents what it accepts in the OpenAPI document', async () => {
    const document = (await app.server.inject('/api/docs/json')).json();
    const kidMale = document.paths['/api/v1/manager/create'].post.requestBody.content['application/json'].schema.properties.kidMale;
    expect(JSON.stringify(kidMale)).toContain('"enum":["true","false"]');
    const childId = document.paths['/api/v1/task'].post.requestBody.content['application/json'].schema.properties.child.properties.id;
    expect(JSON.stringify(childId)).toContain('"maximum":2147483647');
    expect(JSON.stringify(childId)).toContain('"pattern"');
  });
});
