import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../test/helpers.ts';

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
