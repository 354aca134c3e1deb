import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccess } from './auth.ts';
import { addEmployee, createTestApp, registerAndLogin, type TestApp } from '../../test/helpers.ts';
import { createReachLookups } from './reach.ts';

// The token check reads the Authorization header itself and calls the server's verifier directly
// (no request.jwtVerify); these pin what it accepts and refuses, and the security headers set once.

let app: TestApp;
let manager: Awaited<ReturnType<typeof registerAndLogin>>;

beforeAll(async () => {
  app = await createTestApp();
  manager = await registerAndLogin(app);
});
afterAll(async () => {
  await app?.close();
});

const token = () => manager.user.jwtToken;
const list = (headers: Record<string, string>) =>
  app.server.inject({ method: 'GET', url: `/api/v1/manager/children/${manager.user.id}`, headers });
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the token check', () => {
  it('accepts a Bearer token, the scheme in any case', async () => {
    expect((await list({ authorization: `Bearer ${token()}` })).statusCode).toBe(200);
    expect((await list({ authorization: `bearer ${token()}` })).statusCode).toBe(200);
  });

  it('answers 401 for a missing or malformed Authorization header', async () => {
    for (const authorization of [undefined, '', 'Bearer', 'Bearer ', `Bearer  ${token()}`, `Basic ${token()}`, `Bearer ${token()} extra`, token()]) {
      const response = await list(authorization === undefined ? {} : { authorization });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json().error.message, String(authorization)).toBe('Missing, invalid or expired token');
    }
  });

  it('answers 401 for a changed signature, another algorithm or none', async () => {
    const [header, payload, signature] = token().split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const hs512 = app.server.jwt.sign(
      { sub: String(claims.sub), role: 'manager', sid: String(claims.sid) },
      { algorithm: 'HS512', expiresIn: 60 },
    );
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const otherRole = `${header}.${base64url({ ...claims, role: 'employee' })}.${signature}`;
    for (const forged of [`${header}.${payload}.${flipped}`, hs512, unsigned, otherRole]) {
      expect((await list({ authorization: `Bearer ${forged}` })).statusCode, forged).toBe(401);
    }
  });

  it('refuses a token once it has expired, though it was accepted (and kept as checked) before', async () => {
    const claims = JSON.parse(Buffer.from(token().split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    const shortLived = app.server.jwt.sign({ sub: String(claims.sub), role: 'manager', sid: String(claims.sid) }, { expiresIn: 60 });
    expect((await list({ authorization: `Bearer ${shortLived}` })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      const refused = await list({ authorization: `Bearer ${shortLived}` });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.message).toBe('Missing, invalid or expired token');
      // The session's own token, valid for days, still works at that time.
      expect((await list({ authorization: `Bearer ${token()}` })).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('still asks whether the session is open: a logged-out token is refused', async () => {
    const other = await registerAndLogin(app);
    const auth = other.auth as Record<string, string>;
    const own = () => app.server.inject({ method: 'GET', url: `/api/v1/manager/children/${other.user.id}`, headers: auth });
    expect((await own()).statusCode).toBe(200);
    expect((await app.server.inject({ method: 'POST', url: '/api/v1/logout', headers: auth })).statusCode).toBeLessThan(300);
    const refused = await own();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe('Session has ended');
  });
});

describe('security headers', () => {
  const expected = {
    'content-security-policy':
      "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'none';" +
      "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
      "media-src 'self' blob:;connect-src 'self';worker-src 'self'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  it('are the same on an authenticated read, a refused request, a missing route and /healthz', async () => {
    const responses = [
      await list(manager.auth as Record<string, string>),
      await list({}),
      await app.server.inject('/api/v1/no-such-route'),
      await app.server.inject('/healthz'),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([200, 401, 404, 200]);
    for (const response of responses) expect(response.headers).toMatchObject(expected);
  });
});

describe('createAccess: who reaches an employee', () => {
  // The real helpers table: manager `owner` owns the employee, `helper` helps with it, `stranger` neither.
  // The lookup passes each question on to it and records it.
  const asked: [number, number][] = [];
  let access: ReturnType<typeof createAccess>;
  let ownership: { employeeId: number; managerId: number };
  let owner: ReturnType<typeof asManager>;
  let helper: ReturnType<typeof asManager>;
  let stranger: ReturnType<typeof asManager>;
  let otherEmployee: number;
  const asManager = (id: number) => ({ role: 'manager' as const, id });
  const employee = (id: number) => ({ role: 'employee' as const, id });
  const status = async (check: Promise<unknown>) => check.then(() => 200, (error: { statusCode: number }) => error.statusCode);

  beforeAll(async () => {
    const { isHelper } = createReachLookups(app.db);
    access = createAccess(async (employeeId, managerId) => {
      asked.push([employeeId, managerId]);
      return isHelper(employeeId, managerId);
    });
    const owning = await registerAndLogin(app);
    const own = await addEmployee(app, owning.auth);
    otherEmployee = (await addEmployee(app, owning.auth)).id;
    const helping = await registerAndLogin(app);
    const other = await registerAndLogin(app);
    const invited = await app.server.inject({ method: 'POST', url: `/api/v1/child/${own.id}/helpers`, headers: owning.auth, payload: { login: helping.user.username } });
    expect(invited.statusCode).toBe(201);
    ownership = { employeeId: own.id, managerId: owning.user.id };
    owner = asManager(owning.user.id);
    helper = asManager(helping.user.id);
    stranger = asManager(other.user.id);
  });

  it('tells the owner, a helper, the employee and anyone else apart', async () => {
    expect(await access.standing(owner, ownership)).toBe('owner');
    expect(await access.standing(helper, ownership)).toBe('helper');
    expect(await access.standing(stranger, ownership)).toBe('none');
    expect(await access.standing(employee(ownership.employeeId), ownership)).toBe('self');
    expect(await access.standing(employee(otherEmployee), ownership)).toBe('none');
    // A helper of one employee is nobody to the owner's other employees.
    expect(await access.standing(helper, { employeeId: otherEmployee, managerId: owner.id })).toBe('none');
    // An employee whose id equals a manager's is no manager: the roles never mix.
    expect(await access.standing(employee(owner.id), ownership)).toBe(owner.id === ownership.employeeId ? 'self' : 'none');
  });

  it('asks for helpers only about a manager who is not the owner', async () => {
    asked.length = 0;
    await access.standing(owner, ownership);
    await access.standing(employee(ownership.employeeId), ownership);
    expect(asked).toEqual([]);
    await access.standing(helper, ownership);
    expect(asked).toEqual([[ownership.employeeId, helper.id]]);
  });

  it('lets the employee, the owner and a helper reach the record; anyone else, or a missing record, is 404', async () => {
    for (const caller of [owner, helper, employee(ownership.employeeId)]) expect(await status(access.ensureReachable(caller, ownership, 'employee'))).toBe(200);
    for (const caller of [stranger, employee(otherEmployee)]) expect(await status(access.ensureReachable(caller, ownership, 'employee'))).toBe(404);
    expect(await status(access.ensureReachable(owner, undefined, 'employee'))).toBe(404);
  });

  it("keeps the owner's actions to the owner: a helper and the employee 403, anyone else 404", async () => {
    expect(await status(access.ensureOwner(owner, ownership, 'employee'))).toBe(200);
    expect(await status(access.ensureOwner(helper, ownership, 'employee'))).toBe(403);
    expect(await status(access.ensureOwner(employee(ownership.employeeId), ownership, 'employee'))).toBe(403);
    expect(await status(access.ensureOwner(stranger, ownership, 'employee'))).toBe(404);
    expect(await status(access.ensureOwner(helper, undefined, 'employee'))).toBe(404);
  });
});
