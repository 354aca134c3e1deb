import { describe, expect, it } from 'vitest';
import { managerWithEmployee } from './helpers.ts';
import { a, app, helper, ownerSecrets, send, targets, urlFor, useOwnerMatrix } from './owner-matrix.fixture.ts';
import { documentedRoutes, routeKey } from './openapi-routes.ts';

/**
 * The owner matrix's allowed calls (set-up and route table: owner-matrix.fixture.ts; the refusals and the check
 * that the table holds every route: owner-matrix-refusals.test.ts): what A's own employee and A's helper may
 * reach, and a logout that ends only the caller's own sessions.
 */

useOwnerMatrix();

describe('the owner matrix over every documented route', () => {
  it("lets A's own employee reach their own data where the phone needs it", async () => {
    const routes = (await documentedRoutes(app)).filter((route) => targets[routeKey(route)]?.ownEmployee === 'may');
    expect(routes.length).toBeGreaterThanOrEqual(5);
    for (const route of routes) {
      const target = targets[routeKey(route)]!;
      const response = await send(route.method, urlFor(route, target), a.phone.auth, target);
      // Finishing a task with steps is refused by a rule (409), not for lack of rights.
      expect([200, 409], `${routeKey(route)}: ${response.body.slice(0, 200)}`).toContain(response.statusCode);
    }
  });

  it("lets A's helper reach the employee's tasks, reviews, statistics and chat, never the QR code or the calendar link", async () => {
    const routes = (await documentedRoutes(app)).filter((route) => targets[routeKey(route)]?.helper === 'may');
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const route of routes) {
      const target = targets[routeKey(route)]!;
      const response = await send(route.method, urlFor(route, target), helper.auth, target);
      expect([200, 201, 204, 409], `${routeKey(route)}: ${response.body.slice(0, 200)}`).toContain(response.statusCode);
      for (const secret of ownerSecrets) expect(response.body, `${routeKey(route)} gives the helper an owner's secret`).not.toContain(secret);
    }
    // The helper's conversation list holds A's employee.
    const conversations = await app.server.inject({ method: 'GET', url: '/api/v1/chat', headers: helper.auth });
    expect(conversations.json()).toEqual([expect.objectContaining({ employeeId: a.employee.id })]);
  });

  it('ends only the caller’s own sessions on logout: another manager logging out leaves A logged in', async () => {
    const other = await managerWithEmployee(app);
    for (const url of ['/api/v1/logout', '/api/v1/logout-all']) {
      const login = await app.server.inject({
        method: 'POST',
        url: '/api/v1/manager/login',
        payload: { username: other.manager.input.email, password: other.manager.input.password },
      });
      const auth = { authorization: `Bearer ${login.json().jwtToken}` };
      expect((await app.server.inject({ method: 'POST', url, headers: auth })).statusCode).toBe(204);
      const aStill = await app.server.inject({ method: 'GET', url: `/api/v1/manager/children/${a.manager.user.id}`, headers: a.manager.auth });
      expect(aStill.statusCode).toBe(200);
      expect((await app.server.inject({ method: 'GET', url: `/api/v1/task/${a.employee.id}`, headers: a.phone.auth })).statusCode).toBe(200);
    }
  });
});
