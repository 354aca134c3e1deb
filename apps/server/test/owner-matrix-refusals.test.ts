import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { holdClock } from './clock.ts';
import { a, app, b, expectRefused, formerHelper, helper, PUBLIC_ROUTES, secrets, send, snapshotOfA, targets, urlFor, useOwnerMatrix } from './owner-matrix.fixture.ts';
import { documentedRoutes, routeKey } from './openapi-routes.ts';

/**
 * The owner matrix's refusals (set-up and route table: owner-matrix.fixture.ts): every documented route is in
 * the table or public; no token, a forged or an expired one is refused; another manager, another employee, a
 * former helper and A's own employee get none of A's data; A's helper is refused the owner's actions.
 */

useOwnerMatrix();

describe('the owner matrix over every documented route', () => {
  it('knows every route: the public ones and how to aim each other one at A', async () => {
    const routes = (await documentedRoutes(app)).filter((route) => route.path.startsWith('/api/'));
    expect(routes.filter((route) => !route.needsToken).map(routeKey).sort()).toEqual(PUBLIC_ROUTES);
    const sessionRoutes = ['POST /api/v1/logout', 'POST /api/v1/logout-all'];
    const aimed = routes.map(routeKey).filter((key) => !PUBLIC_ROUTES.includes(key) && !sessionRoutes.includes(key));
    expect(aimed.sort()).toEqual(Object.keys(targets).sort());
  });

  it('refuses no token, a forged token and an expired token with 401 on every route but the public ones', async () => {
    const routes = (await documentedRoutes(app)).filter((route) => route.path.startsWith('/api/') && route.needsToken);
    const session = await app.db.selectFrom('sessions').select('id').where('manager_id', '=', a.manager.user.id).executeTakeFirstOrThrow();
    const claims = { sub: String(a.manager.user.id), role: 'manager', sid: session.id };
    const forged = createSigner({ key: 'not-the-server-secret-not-the-server-secret' })(claims);
    const expired = app.server.jwt.sign({ ...claims, iat: 1_600_000_000, exp: 1_600_000_100 } as never);
    holdClock();
    const before = await snapshotOfA();
    for (const route of routes) {
      const target = targets[routeKey(route)] ?? { ownEmployee: 'refused' };
      for (const [caller, headers] of [
        ['nobody', {}],
        ['a forged token', { authorization: `Bearer ${forged}` }],
        ['an expired token', { authorization: `Bearer ${expired}` }],
        ['a malformed header', { authorization: 'Bearer' }],
      ] as const) {
        const response = await send(route.method, urlFor(route, target), headers, target);
        expectRefused(response, [401], `${routeKey(route)} by ${caller}`);
      }
    }
    expect(await snapshotOfA()).toEqual(before);
  });

  it("gives another manager, another employee and A's own employee none of A's data, and changes nothing", async () => {
    const routes = (await documentedRoutes(app)).filter((route) => targets[routeKey(route)] !== undefined);
    holdClock();
    const before = await snapshotOfA();
    let refusals = 0;
    for (const route of routes) {
      const target = targets[routeKey(route)]!;
      const url = urlFor(route, target);
      const label = routeKey(route);
      if (target.ownStream) continue;
      if (target.answersOwn) {
        for (const [caller, auth] of [
          ['another manager', b.manager.auth],
          ['another employee', b.phone.auth],
          ['a former helper', formerHelper.auth],
        ] as const) {
          const response = await send(route.method, url, auth, target);
          if (target.managersOnly && caller === 'another employee') {
            expectRefused(response, [403], `${label} by ${caller}`);
            continue;
          }
          expect([200, 204], `${label} by ${caller}`).toContain(response.statusCode);
          for (const secret of secrets) expect(response.body, `${label} by ${caller} leaks A's data`).not.toContain(secret);
        }
        if (target.managersOnly) expectRefused(await send(route.method, url, a.phone.auth, target), [403], `${label} by A's own employee`);
        continue;
      }
      if (!target.addressesNobody) {
        const byStranger = await send(route.method, url, b.manager.auth, target);
        expectRefused(byStranger, [403, 404], `${label} by another manager`);
        // A former helper is a stranger again, at once: the same answer, with no more of A's data.
        const byFormerHelper = await send(route.method, url, formerHelper.auth, target);
        expectRefused(byFormerHelper, [byStranger.statusCode], `${label} by a former helper`);
        refusals += 2;
      }
      expectRefused(await send(route.method, url, b.phone.auth, target), [403, 404], `${label} by another employee`);
      refusals += 1;
      if (target.ownEmployee === 'refused') {
        expectRefused(await send(route.method, url, a.phone.auth, target), [403, 404], `${label} by A's own employee`);
        refusals += 1;
      }
    }
    expect(refusals).toBeGreaterThan(50);
    expect(await snapshotOfA()).toEqual(before);
  });

  it("refuses A's helper the owner's actions and changes nothing", async () => {
    const routes = (await documentedRoutes(app)).filter((route) => targets[routeKey(route)]?.helper === 'refused');
    expect(routes.length).toBeGreaterThanOrEqual(15);
    holdClock();
    const before = await snapshotOfA();
    for (const route of routes) {
      const target = targets[routeKey(route)]!;
      expectRefused(await send(route.method, urlFor(route, target), helper.auth, target), [403, 404], `${routeKey(route)} by A's helper`);
    }
    expect(await snapshotOfA()).toEqual(before);
    // Every route aimed at A's data says what a helper may do with it.
    const undecided = (await documentedRoutes(app)).filter((route) => {
      const target = targets[routeKey(route)];
      return target && !target.addressesNobody && !target.answersOwn && !target.ownStream && target.helper === undefined;
    });
    expect(undecided.map(routeKey)).toEqual([]);
  });
});
