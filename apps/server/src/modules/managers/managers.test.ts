import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildManager, createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.server.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/v1/manager/create', () => {
  it('creates a manager and answers the profile with the derived username', async () => {
    const input = buildManager({ name: 'Harun', surname: 'Čehajić' });
    const response = await post('/api/v1/manager/create', input);
    expect(response.statusCode).toBe(201);
    const profile = response.json();
    expect(profile).toEqual({
      id: expect.any(Number),
      name: 'Harun',
      surname: 'Čehajić',
      email: input.email,
      dateOfBirth: input.dateOfBirth,
      username: `hcehajic${profile.id}`,
    });
  });

  it('never stores or returns the password in clear', async () => {
    const input = buildManager();
    const response = await post('/api/v1/manager/create', input);
    expect(response.body).not.toContain(input.password);
    const row = await app.db
      .selectFrom('managers')
      .select('password_hash')
      .where('email', '=', input.email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers 409 for an e-mail already used, in any letter case', async () => {
    const input = buildManager();
    expect((await post('/api/v1/manager/create', input)).statusCode).toBe(201);
    const again = await post('/api/v1/manager/create', { ...input, email: input.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'email_taken', fields: { email: 'email_taken' } });
  });

  it('answers 400 naming every bad field', async () => {
    const response = await post('/api/v1/manager/create', {
      name: '',
      surname: 'x'.repeat(101),
      email: 'not-an-email',
      password: 'abc',
      kidMale: 'yes',
      dateOfBirth: '2999-01-01',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(
      ['dateOfBirth', 'email', 'kidMale', 'name', 'password', 'surname'].sort(),
    );
  });

  it.each([['1990-02-30'], ['12.04.1990'], ['not a date']])('refuses the date of birth %s', async (dateOfBirth) => {
    const response = await post('/api/v1/manager/create', buildManager({ dateOfBirth }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('dateOfBirth');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/v1/manager/create',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });

  it('answers 400 for a JSON array instead of an object', async () => {
    const response = await post('/api/v1/manager/create', [1, 2]);
    expect(response.statusCode).toBe(400);
  });

  it('answers 413 for a 5 MB body', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/v1/manager/create',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...buildManager(), name: 'a'.repeat(5 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });
});

describe('POST /api/v1/manager/login', () => {
  it('logs in by username and by e-mail, without ever sending the password back', async () => {
    const input = buildManager({ name: 'Šaćir', surname: 'Đogić' });
    const profile = (await post('/api/v1/manager/create', input)).json();

    for (const username of [profile.username, input.email, input.email.toUpperCase()]) {
      const response = await post('/api/v1/manager/login', { username, password: input.password });
      expect(response.statusCode).toBe(200);
      const user = response.json();
      expect(user).toMatchObject({ id: profile.id, username: profile.username, email: input.email, kidMale: false });
      expect(user.jwtToken).toEqual(expect.any(String));
      expect(user).not.toHaveProperty('password');
      expect(response.body).not.toContain(input.password);
    }
  });

  it('answers 401 for a wrong password and for an unknown user alike', async () => {
    const input = buildManager();
    await post('/api/v1/manager/create', input);
    const wrong = await post('/api/v1/manager/login', { username: input.email, password: 'pogresna' });
    const unknown = await post('/api/v1/manager/login', { username: 'nobody@example.com', password: 'x' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('invalid_credentials');
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 400 naming a missing password', async () => {
    const response = await post('/api/v1/manager/login', { username: 'someone' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('password');
  });

  it('answers 429 after repeated attempts from one client', async () => {
    const limited = await createTestApp({ loginRateLimitMax: 3 });
    try {
      const attempt = () =>
        limited.server.inject({
          method: 'POST',
          url: '/api/v1/manager/login',
          payload: { username: 'x@example.com', password: 'wrong' },
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect((await attempt()).json().error.code).toBe('too_many_requests');
    } finally {
      await limited.close();
    }
  });

  it('counts a client by its own address: a made-up X-Forwarded-For does not dodge the limit, unless a proxy is trusted', async () => {
    const failAs = (server: TestApp, forwardedFor: string) =>
      server.server.inject({
        method: 'POST',
        url: '/api/v1/manager/login',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { username: 'nobody@example.com', password: 'wrong' },
      });
    const direct = await createTestApp({ loginRateLimitMax: 2 });
    const proxied = await createTestApp({ loginRateLimitMax: 2, trustProxy: 1 });
    try {
      const directStatuses = [];
      for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) directStatuses.push((await failAs(direct, address)).statusCode);
      expect(directStatuses).toEqual([401, 401, 429]);

      const proxiedStatuses = [];
      for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.1', '10.0.0.1']) {
        proxiedStatuses.push((await failAs(proxied, address)).statusCode);
      }
      expect(proxiedStatuses).toEqual([401, 401, 401, 401, 429]);
    } finally {
      await direct.close();
      await proxied.close();
    }
  });

  it('counts only failed attempts, blocks even the right password while the minute lasts, and lets the client in after it', async () => {
    const limited = await createTestApp({ loginRateLimitMax: 2 });
    try {
      const input = buildManager();
      expect((await limited.server.inject({ method: 'POST', url: '/api/v1/manager/create', payload: input })).statusCode).toBe(201);
      const login = (password: string) =>
        limited.server.inject({ method: 'POST', url: '/api/v1/manager/login', payload: { username: input.email, password } });

      const successes = [];
      for (let i = 0; i < 4; i++) successes.push((await login(input.password)).statusCode);
      expect(successes).toEqual([200, 200, 200, 200]);

      expect([(await login('wrong')).statusCode, (await login('wrong')).statusCode]).toEqual([401, 401]);
      const blocked = await login(input.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('too_many_requests');
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);

      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
      expect((await login(input.password)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
      await limited.close();
    }
  });
});

describe('PUT /api/v1/manager/:id', () => {
  it('updates the profile from the whole stored user object, ignoring read-only fields', async () => {
    const { user, auth } = await registerAndLogin(app);
    const response = await app.server.inject({
      method: 'PUT',
      url: `/api/v1/manager/${user.id}`,
      headers: auth,
      payload: { ...user, name: 'Marija', surname: 'Babić', kidMale: false, dateOfBirth: '1979-12-31', username: 'hacker', id: 999 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      username: user.username,
      name: 'Marija',
      surname: 'Babić',
      email: user.email,
      kidMale: false,
      dateOfBirth: '1979-12-31',
    });
  });

  it('lets the manager log in with a changed e-mail, given the current password', async () => {
    const { user, auth, input } = await registerAndLogin(app);
    const email = `novi.${user.id}@example.com`;
    const response = await app.server.inject({
      method: 'PUT',
      url: `/api/v1/manager/${user.id}`,
      headers: auth,
      payload: { ...user, email, currentPassword: input.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(input.password);
    const login = await post('/api/v1/manager/login', { username: email, password: input.password });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a new e-mail without the current password, or with a wrong one, with 403 naming the field', async () => {
    const { user, auth } = await registerAndLogin(app);
    const email = `drugi.${user.id}@example.com`;
    for (const extra of [{}, { currentPassword: 'pogresna-lozinka' }]) {
      const response = await app.server.inject({
        method: 'PUT',
        url: `/api/v1/manager/${user.id}`,
        headers: auth,
        payload: { ...user, email, ...extra },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({ code: 'wrong_password', fields: { currentPassword: 'wrong_password' } });
    }
    const row = await app.db.selectFrom('managers').select('email').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.email).toBe(user.email);
  });

  it("answers 403 for another manager's profile and changes nothing", async () => {
    const owner = await registerAndLogin(app);
    const other = await registerAndLogin(app);
    const response = await app.server.inject({
      method: 'PUT',
      url: `/api/v1/manager/${owner.user.id}`,
      headers: other.auth,
      payload: { ...owner.user, name: 'Provala' },
    });
    expect(response.statusCode).toBe(403);
    const row = await app.db.selectFrom('managers').select('name').where('id', '=', owner.user.id).executeTakeFirstOrThrow();
    expect(row.name).toBe(owner.input.name);
  });

  it('answers 409 when the new e-mail belongs to someone else', async () => {
    const first = await registerAndLogin(app);
    const second = await registerAndLogin(app);
    const response = await app.server.inject({
      method: 'PUT',
      url: `/api/v1/manager/${second.user.id}`,
      headers: second.auth,
      payload: { ...second.user, email: first.user.email, currentPassword: second.input.password },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('email_taken');
  });

  it('answers 400 naming bad fields', async () => {
    const { user, auth } = await registerAndLogin(app);
    const response = await app.server.inject({
      method: 'PUT',
      url: `/api/v1/manager/${user.id}`,
      headers: auth,
      payload: { ...user, email: 'nope', dateOfBirth: '2100-01-01', kidMale: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['dateOfBirth', 'email', 'kidMale']);
  });

  it('answers 400 for an id that is not a number', async () => {
    const { user, auth } = await registerAndLogin(app);
    const response = await app.server.inject({ method: 'PUT', url: '/api/v1/manager/abc', headers: auth, payload: user });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('id');
  });
});

describe('tokens', () => {
  const update = (id: number, headers: Record<string, string>, payload: object) =>
    app.server.inject({ method: 'PUT', url: `/api/v1/manager/${id}`, headers, payload });

  it('answers 401 without a token', async () => {
    const { user } = await registerAndLogin(app);
    const response = await update(user.id, {}, user);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthorized');
  });

  it('answers 401 for a forged token', async () => {
    const { user } = await registerAndLogin(app);
    const forge = createSigner({ key: 'not-the-server-secret-not-the-server-secret' });
    const token = forge({ sub: String(user.id), role: 'manager', sid: 'made-up-session' });
    expect((await update(user.id, { authorization: `Bearer ${token}` }, user)).statusCode).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const { user } = await registerAndLogin(app);
    const expired = app.server.jwt.sign({ sub: String(user.id), role: 'manager', sid: 'made-up-session', iat: 1_600_000_000, exp: 1_600_000_100 } as never);
    expect((await update(user.id, { authorization: `Bearer ${expired}` }, user)).statusCode).toBe(401);
  });

  it('answers 401 for the token of a deleted manager', async () => {
    const { user, auth } = await registerAndLogin(app);
    await app.db.deleteFrom('managers').where('id', '=', user.id).execute();
    expect((await update(user.id, auth, user)).statusCode).toBe(401);
  });

  it('answers 401 for a garbage authorization header', async () => {
    const { user } = await registerAndLogin(app);
    expect((await update(user.id, { authorization: 'Bearer abc.def.ghi' }, user)).statusCode).toBe(401);
  });
});

describe('platform', () => {
  it('answers liveness and readiness', async () => {
    expect((await app.server.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await app.server.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('sets security headers', async () => {
    const response = await app.server.inject('/healthz');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves OpenAPI documentation of every route', async () => {
    const response = await app.server.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/manager/create', '/api/v1/manager/login', '/api/v1/manager/{id}']));
    expect(response.json().paths['/api/v1/manager/create'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'surname', 'email', 'password', 'kidMale', 'dateOfBirth']),
    );
  });

  it('redirects / to /plan-dan/', async () => {
    const response = await app.server.inject('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/plan-dan/');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await app.server.inject('/api/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});
