import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { buildManager, createTestApp, type TestApp } from '../../test/helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ loginRateLimitMax: 10 });
});
afterAll(async () => app?.close());

describe('the failed-login limit under simultaneous attempts', () => {
  it('checks at most the allowed number of passwords, however many wrong logins arrive at once', async () => {
    const input = buildManager();
    expect((await app.server.inject({ method: 'POST', url: '/api/v1/manager/create', payload: input })).statusCode).toBe(201);
    const attempts = await Promise.all(
      Array.from({ length: 200 }, () =>
        app.server.inject({ method: 'POST', url: '/api/v1/manager/login', payload: { username: input.email, password: 'wrong' } }),
      ),
    );
    const counts = new Map<number, number>();
    for (const attempt of attempts) counts.set(attempt.statusCode, (counts.get(attempt.statusCode) ?? 0) + 1);
    // 401 is a password that was checked; 429 one that was refused before the check.
    expect(Object.fromEntries(counts)).toEqual({ 401: 10, 429: 190 });
    const right = await app.server.inject({ method: 'POST', url: '/api/v1/manager/login', payload: { username: input.email, password: input.password } });
    expect(right.statusCode).toBe(429);
  });

  it('lets simultaneous right logins through: only failures use up the limit', async () => {
    const own = await createTestApp({ loginRateLimitMax: 3 });
    try {
      const input = buildManager();
      await own.server.inject({ method: 'POST', url: '/api/v1/manager/create', payload: input });
      const login = () => own.server.inject({ method: 'POST', url: '/api/v1/manager/login', payload: { username: input.email, password: input.password } });
      const first = await Promise.all([login(), login(), login()]);
      expect(first.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      const second = await Promise.all([login(), login(), login()]);
      expect(second.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    } finally {
      await own.close();
    }
  });
});

describe('the place an attempt holds', () => {
  it('is given back before the answer goes out: right logins one after another all pass a limit of one', async () => {
    const own = await createTestApp({ loginRateLimitMax: 1 });
    try {
      const input = buildManager();
      await own.server.inject({ method: 'POST', url: '/api/v1/manager/create', payload: input });
      const statuses = [];
      for (let attempt = 0; attempt < 20; attempt++) {
        const response = await own.server.inject({ method: 'POST', url: '/api/v1/manager/login', payload: { username: input.email, password: input.password } });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
    } finally {
      await own.close();
    }
  });
});

describe('limits shared by several instances', () => {
  it('counts failed logins and registrations together on two instances of one database', async () => {
    const first = await createTestApp({ loginRateLimitMax: 2 });
    const second = await buildApp({ ...first.config, port: 0 });
    try {
      const instances = [first, second];
      const input = buildManager();
      expect((await first.server.inject({ method: 'POST', url: '/api/v1/manager/create', payload: input })).statusCode).toBe(201);
      const wrongLogin = (index: number) =>
        instances[index % 2]!.server.inject({ method: 'POST', url: '/api/v1/manager/login', payload: { username: input.email, password: 'wrong' } });
      const statuses = [];
      for (let index = 0; index < 4; index += 1) statuses.push((await wrongLogin(index)).statusCode);
      expect(statuses).toEqual([401, 401, 429, 429]);

      // Registration allows three times the login limit a minute, from one address, on all instances together.
      const registrations = [];
      for (let index = 0; index < 6; index += 1) {
        const response = await instances[index % 2]!.server.inject({ method: 'POST', url: '/api/v1/manager/create', payload: buildManager() });
        registrations.push(response.statusCode);
      }
      // The first registration above counted too.
      expect(registrations).toEqual([201, 201, 201, 201, 201, 429]);
    } finally {
      await second.server.close();
      await first.close();
    }
  });
});
