import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTask, createTestApp, managerWithEmployee, TINY_PNG, type TestApp } from './helpers.ts';
import { documentedRoutes, fillPath, routeKey, type DocumentedRoute } from './openapi-routes.ts';

/**
 * Hostile input against every documented route, with a valid token: whatever comes in, the answer is
 * a 4xx in the JSON error shape, within a few seconds. Runs on SQLite and, with DATABASE_URL, on
 * PostgreSQL, which refuses what SQLite lets through (ids above 2^31, NUL in text).
 */
const RUNS_PER_ROUTE = 90;
const ANSWER_WITHIN_MS = 5_000;

/**
 * A route with no path parameter, query or body has no input to make hostile: with a valid token it
 * answers as it should (logging out, the list of materials). The owner matrix covers those.
 */
const takesInput = (route: DocumentedRoute) => route.pathParams.length + route.queryParams.length > 0 || route.bodyFields !== undefined;

/**
 * Searches, whose only input is free text: any text within the limit is a valid request (the pictogram
 * search answers symbols or none), so a manager's may be answered 200; a longer one is refused.
 */
const SEARCHES = ['GET /api/v1/pictograms'];

let app: TestApp;
let origin: string;
const tokens: Record<'manager' | 'phone', string> = { manager: '', phone: '' };
const statusCounts = new Map<number, number>();
let requests = 0;

beforeAll(async () => {
  app = await createTestApp();
  origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
  // Real data behind the tokens, so that a request that got past validation would find something.
  const { manager, employee, phone } = await managerWithEmployee(app);
  const task = await addTask(app, manager.auth, employee.id);
  await app.server.inject({ method: 'PUT', url: `/api/v1/task/start/${task.id}`, headers: phone.auth });
  tokens.manager = manager.auth.authorization;
  tokens.phone = phone.auth.authorization;
});

afterAll(async () => {
  const counts = Object.fromEntries([...statusCounts].sort(([a], [b]) => a - b));
  console.log(`fuzz (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}): ${requests} requests, statuses ${JSON.stringify(counts)}`);
  await app?.close();
});

const deep = (open: string, close: string, depth = 10_000) => `${open.repeat(depth)}${close.repeat(depth)}`;

/** Values no field of the API accepts: every text refuses NUL, every number is bounded, no field takes these shapes. */
const refusedEverywhere = fc.oneof(
  fc.constantFrom<unknown>('\u0000', 'Ana\u0000Kovač', 'x'.repeat(10_000), 2 ** 31, 2 ** 53, -1, 1e308, [], [[[]]], { id: '\u0000' }),
  fc.string({ unit: 'binary', maxLength: 20 }).map((text) => `${text}\u0000`),
);

/** Anything at all, the valid-looking included. */
const anyValue = fc.oneof(
  refusedEverywhere,
  fc.constantFrom<unknown>(null, true, false, 'true', 'false', '1', 1, 0, '', ' ', '2147483647', '2147483648', '9007199254740993', '1e3', '#ffffff', '2025-02-30', '23:60'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.anything({ maxDepth: 2, maxKeys: 4 }),
);

/** Path and query values that never name an existing row: out of range, not numbers, or in range but unused. */
const refusedId = fc
  .oneof(
    fc.constantFrom('2147483648', '9007199254740992', '99999999999999999999', '0', '-1', '1.5', '1e3', '0x10', 'abc', '%00', '1%00', '%20', 'null', '2147483647', '%F0%9F%98%80', 'x'.repeat(10_000)),
    fc.bigInt({ min: 2n ** 31n, max: 2n ** 70n }).map(String),
    fc.string({ unit: 'binary', maxLength: 12 }).map(encodeURIComponent),
  )
  .filter((encoded) => {
    let text: string;
    try {
      text = decodeURIComponent(encoded);
    } catch {
      return true;
    }
    const number = Number(text.trim());
    // A small whole number could be a real row of the fixture, and a valid request is not hostile.
    return !(text.trim() !== '' && Number.isInteger(number) && number >= 1 && number < 2 ** 31 - 1);
  });

/** Bodies that are not JSON objects at all, or broken JSON, or bytes that are not UTF-8. */
const rawBody = fc.constantFrom<string | Buffer>(
  '',
  ' ',
  '{"taskName":',
  '[',
  'null',
  '[]',
  'true',
  '"\\u0000"',
  '\u0000',
  '1e999999',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  deep('[', ']'),
  `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
  Buffer.from([0xff, 0xfe, 0x00, 0xc3, 0x28, 0x7b]),
  TINY_PNG,
);

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'image/png',
  'application/octet-stream',
  undefined,
);

interface HostileRequest {
  path: string;
  query: Record<string, string>;
  body: string | Buffer | undefined;
  contentType: string | undefined;
  token: 'manager' | 'phone';
}

/** An object with the route's own fields (so validation looks at each), at least one of them refused by any rule. */
function fieldsBody(fields: string[]) {
  const keys = fields.length > 0 ? fields : ['unexpected'];
  return fc
    .tuple(
      fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: keys.length }),
      fc.constantFrom(...keys),
      refusedEverywhere,
      fc.dictionary(fc.string({ maxLength: 8 }), anyValue, { maxKeys: 2 }),
    )
    .map(([values, refusedKey, refused, extra]) => JSON.stringify({ ...extra, ...values, [refusedKey]: refused }));
}

function hostileRequest(route: DocumentedRoute): fc.Arbitrary<HostileRequest> {
  const hasParams = route.pathParams.length > 0;
  // Where no path parameter can carry the hostility, the query or the body must.
  const body = route.bodyFields && !hasParams ? fc.oneof(fieldsBody(route.bodyFields), rawBody) : fc.oneof(fieldsBody(route.bodyFields ?? []), rawBody, fc.constant(undefined));
  const query =
    route.queryParams.length > 0
      ? fc.dictionary(fc.constantFrom(...route.queryParams), refusedId, { minKeys: hasParams ? 0 : 1 })
      : fc.constant({});
  return fc.record({
    path: fc.tuple(...route.pathParams.map(() => refusedId)).map((values) =>
      fillPath(route.path, Object.fromEntries(route.pathParams.map((name, i) => [name, values[i]!]))),
    ),
    query,
    body,
    contentType: contentTypes,
    token: fc.constantFrom('manager' as const, 'phone' as const),
  });
}

async function send(route: DocumentedRoute, request: HostileRequest) {
  const query = new URLSearchParams(request.query).toString();
  // The query values are already URL-encoded where they are hostile on purpose.
  const url = `${origin}${request.path}${query ? `?${decodeURIComponent(query)}` : ''}`;
  const hasBody = route.method !== 'GET' && request.body !== undefined;
  const started = Date.now();
  const response = await fetch(url, {
    method: route.method,
    headers: {
      authorization: tokens[request.token],
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    },
    ...(hasBody ? { body: request.body } : {}),
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });
  const type = response.headers.get('content-type') ?? '';
  // An opened stream never ends by itself: its first bytes are the answer.
  const text = type.startsWith('text/event-stream') ? (await response.body?.cancel(), '') : await response.text();
  requests += 1;
  statusCounts.set(response.status, (statusCounts.get(response.status) ?? 0) + 1);
  return { status: response.status, type, text, ms: Date.now() - started };
}

function expectErrorShape(answer: Awaited<ReturnType<typeof send>>, label: string) {
  expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  expect(answer.type, label).toMatch(/^application\/json/);
  const body = JSON.parse(answer.text) as { error?: { code?: unknown; message?: unknown; fields?: Record<string, unknown> } };
  expect(typeof body.error?.code, label).toBe('string');
  expect(typeof body.error?.message, label).toBe('string');
  if (answer.status === 400) expect(Object.keys(body.error?.fields ?? {}).length, `${label}: 400 names a field`).toBeGreaterThan(0);
}

describe('hostile input against every documented route', () => {
  it('is answered with a 4xx in the JSON error shape, in time, never a 500 or silence', { timeout: 600_000 }, async () => {
    const routes = (await documentedRoutes(app)).filter((route) => route.path.startsWith('/api/') && takesInput(route));
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(hostileRequest(route), async (request) => {
          const label = `${routeKey(route)} ${request.path.slice(0, 120)} ${JSON.stringify(request.query).slice(0, 120)} ${String(request.contentType)} ${String(request.body).slice(0, 80)}`;
          const answer = await send(route, request);
          if (answer.type.startsWith('text/event-stream')) {
            // The chat stream resumes after any message id, used or not (2147483647 is one): a valid request.
            expect(routeKey(route), label).toBe('GET /api/v1/chat-events');
            expect(request.query.after, label).toBe(String(2 ** 31 - 1));
            expect(answer.status, label).toBe(200);
            return;
          }
          if (SEARCHES.includes(routeKey(route)) && answer.status === 200) {
            expect(request.token, label).toBe('manager');
            expect(JSON.parse(answer.text), label).toEqual({ results: expect.any(Array) });
            return;
          }
          expectErrorShape(answer, label);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
    expect(requests).toBeGreaterThan(2_000);
  });

  it('answers the cases the issue named with 400 naming the field', async () => {
    const cases: [DocumentedRoute['method'], string, HostileRequest['body'], string][] = [
      ['GET', '/api/v1/child/3000000000', undefined, 'id'],
      ['GET', '/api/v1/child/2147483648', undefined, 'id'],
      ['GET', '/api/v1/task/9007199254740992', undefined, 'employeeId'],
      ['POST', '/api/v1/task', JSON.stringify({ taskName: 'a', description: 'b', dueDate: '2030-01-01', dueTime: '10:00', child: { id: 2 ** 31 } }), 'child.id'],
      ['POST', '/api/v1/manager/login', JSON.stringify({ username: 'ana\u0000', password: 'x' }), 'username'],
      ['POST', '/api/v1/employee/login', JSON.stringify({ email: 'a@b.c', password: 'x\u0000' }), 'password'],
      ['POST', '/api/v1/token/mobile', JSON.stringify({ phoneLoginString: '\u0000' }), 'phoneLoginString'],
      ['POST', '/api/v1/task', deep('[', ']'), 'body'],
      ['PUT', '/api/v1/task/sub/1/pictogram', JSON.stringify({ name: 'tooth\u0000' }), 'name'],
      ['PUT', '/api/v1/task/1/pictogram', JSON.stringify({ name: '../../etc/passwd' }), 'name'],
      ['POST', '/api/v1/password-reset', JSON.stringify({ username: 'ana\u0000@example.com' }), 'username'],
      ['POST', '/api/v1/password-reset/confirm', JSON.stringify({ token: `..%2F..%2F${'a'.repeat(33)}`, password: 'nova-tajna-lozinka' }), 'token'],
      ['POST', '/api/v1/password-reset/confirm', JSON.stringify({ token: 'a'.repeat(200), password: 'nova-tajna-lozinka' }), 'token'],
    ];
    for (const [method, path, body, field] of cases) {
      const route = { method, path, pathParams: [], queryParams: [], bodyFields: undefined, needsToken: true };
      const answer = await send(route, { path, query: {}, body, contentType: body ? 'application/json' : undefined, token: 'manager' });
      expectErrorShape(answer, `${method} ${path}`);
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(Object.keys(JSON.parse(answer.text).error.fields), `${method} ${path}`).toContain(field);
    }
  });
});
