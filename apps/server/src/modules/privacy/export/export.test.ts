import { todayIn } from '@plan-dan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../../../test/helpers.ts';
import { seedEmployeeWithEverything } from '../../../../test/privacy-seed.ts';
import { readZip, type ZipEntry } from '../../../../test/zip-reader.ts';

/**
 * 'Preuzmi sve podatke' (issue 35): the ZIP read back whole and checked against what was made through the
 * API, files byte for byte; and who may have it. The memory test is export-memory.test.ts.
 */
type Auth = Record<string, string>;

let app: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let helper: Awaited<ReturnType<typeof registerAndLogin>>;
let seeded: Awaited<ReturnType<typeof seedEmployeeWithEverything>>;
let other: Awaited<ReturnType<typeof seedEmployeeWithEverything>>;

beforeAll(async () => {
  app = await createTestApp();
  owner = await registerAndLogin(app);
  helper = await registerAndLogin(app);
  seeded = await seedEmployeeWithEverything(app, owner.auth, 'A');
  other = await seedEmployeeWithEverything(app, owner.auth, 'B');
  const invite = await app.server.inject({ method: 'POST', url: `/api/v1/child/${seeded.employee.id}/helpers`, headers: owner.auth, payload: { login: helper.user.username } });
  expect(invite.statusCode).toBe(201);
});
afterAll(async () => app?.close());

const exportOf = (id: number | string, headers: Auth, method: 'GET' | 'HEAD' = 'GET') => app.server.inject({ method, url: `/api/v1/child/${id}/export`, headers });
const jsonOf = <T>(entries: Map<string, ZipEntry>, name: string): T => {
  const entry = entries.get(name);
  expect(entry, name).toBeDefined();
  return JSON.parse(entry!.data.toString('utf8')) as T;
};

interface ExportedStep {
  id: number;
  description: string;
  photo: { file: string } | null;
  picture: string | null;
  voice: string | null;
  rejections: { reason: string | null }[];
  support: { level: string | null; note: string | null; recordedBy: string | null }[];
}
interface ExportedTask {
  id: number;
  taskName: string;
  steps: ExportedStep[];
}
interface IndexEntry {
  path: string;
  kind: string;
  taskId: number;
  stepId: number;
  contentType: string;
  size: number;
  createdAt: string;
}

describe('the export ZIP', () => {
  it('holds every part, checked against the seed, with every file byte-identical', async () => {
    const response = await exportOf(seeded.employee.id, owner.auth);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('no-store');
    const date = todayIn(app.config.timezone);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="plan-dan-Djurdja-A-Simic-Zuzic-${date}.zip"; filename*=UTF-8''${encodeURIComponent(`plan-dan-Đurđa-A-Šimić-Žužić-${date}.zip`)}`,
    );
    const entries = await readZip(response.rawPayload);
    const names = [...entries.keys()];
    for (const name of ['PROCITAJ.txt', 'profil.json', 'zadaci.json', 'poruke.json', 'statistika.json', 'podrska.json', 'povijest-pristupa.json', 'datoteke.json']) {
      expect(names, name).toContain(name);
      expect(entries.get(name)!.compressionMethod, `${name} is deflated`).toBe(8);
    }
    expect(entries.get('PROCITAJ.txt')!.data.toString('utf8')).toContain('Đurđa A Šimić Žužić');
    // Nothing of the other employee, and no password hash.
    const everything = Buffer.concat([...entries.values()].map((entry) => entry.data)).toString('latin1');
    expect(everything).not.toContain('police B');
    expect(everything).not.toContain('argon2');

    const profile = jsonOf<Record<string, unknown>>(entries, 'profil.json');
    expect(profile).toMatchObject({
      id: seeded.employee.id,
      name: 'Đurđa A',
      surname: 'Šimić Žužić',
      email: seeded.employee.email,
      consentGivenAt: null,
      ownerName: `${owner.user.name} ${owner.user.surname}`,
      helpers: [{ name: `${helper.user.name} ${helper.user.surname}`, since: expect.any(String) }],
      phoneLook: expect.objectContaining({ fontSize: expect.any(Number) }),
    });
    expect(Object.keys(profile)).not.toContain('passwordHash');
    expect(JSON.stringify(profile.phoneLook)).not.toMatch(/login/i);

    const tasks = jsonOf<ExportedTask[]>(entries, 'zadaci.json');
    const stored = await app.db.selectFrom('tasks').select('id').where('employee_id', '=', seeded.employee.id).orderBy('id').execute();
    expect(tasks.map((task) => task.id)).toEqual(stored.map((row) => row.id));
    const steps = tasks.flatMap((task) => task.steps);
    const photoStep = steps.find((step) => step.id === seeded.photoStep)!;
    expect(photoStep.rejections).toEqual([{ reason: 'Mutna slika A', rejectedAt: expect.any(String) }]);
    expect(photoStep.support).toEqual([{ level: 'verbal', note: 'Podsjetiti A', recordedAt: expect.any(String), recordedBy: `${owner.user.name} ${owner.user.surname}` }]);
    const plainStep = steps.find((step) => step.id === seeded.plainStep)!;
    const videoStep = steps.find((step) => step.id === seeded.videoStep)!;
    // Byte-identical to what was uploaded through the API, and stored as sent (not deflated).
    const file = (path: string | null | undefined) => {
      const entry = entries.get(path!);
      expect(entry, String(path)).toBeDefined();
      expect(entry!.compressionMethod, `${path} is stored`).toBe(0);
      return entry!.data;
    };
    expect(file(photoStep.photo?.file).equals(seeded.photo)).toBe(true);
    expect(file(plainStep.picture).equals(seeded.picture)).toBe(true);
    expect(file(plainStep.voice).equals(seeded.voice)).toBe(true);
    expect(file(videoStep.picture).equals(seeded.video)).toBe(true);
    // A routine's days share one picture and voice: one file in the ZIP, named by each day's step.
    const routineSteps = steps.filter((step) => step.description === 'Oprati ruke');
    expect(routineSteps.length).toBeGreaterThan(0);
    expect(new Set(routineSteps.map((step) => step.picture)).size).toBe(1);
    expect(file(routineSteps[0]!.picture).length).toBeGreaterThan(0);

    const index = jsonOf<IndexEntry[]>(entries, 'datoteke.json');
    const filePaths = names.filter((name) => /^(fotografije|slike|glasovi)\//.test(name)).sort();
    expect(index.map((entry) => entry.path).sort()).toEqual(filePaths);
    for (const entry of index) expect(entry.size, entry.path).toBe(entries.get(entry.path)!.data.length);
    expect(new Set(index.map((entry) => entry.kind))).toEqual(new Set(['photo', 'picture', 'poster', 'voice']));
    expect(index.find((entry) => entry.path === photoStep.photo!.file)).toMatchObject({ kind: 'photo', taskId: seeded.task.id, stepId: seeded.photoStep, contentType: 'image/png' });
    expect(index.find((entry) => entry.kind === 'poster')).toMatchObject({ stepId: seeded.videoStep, contentType: 'image/webp' });

    const messages = jsonOf<{ from: string; text: string }[]>(entries, 'poruke.json');
    expect(messages.map((message) => [message.from, message.text])).toEqual([
      ['employee', 'Gotovo A'],
      ['manager', 'Bravo A'],
    ]);
    const statistics = jsonOf<{ taskName: string; runs: number; finished: number; finishedOnTime: number }[]>(entries, 'statistika.json');
    expect(statistics.find((row) => row.taskName === 'Složiti police A')).toEqual({ taskName: 'Složiti police A', runs: 1, finished: 0, finishedOnTime: 0 });
    expect(jsonOf<{ level: string; step: string }[]>(entries, 'podrska.json')).toEqual([expect.objectContaining({ level: 'verbal', stepId: seeded.photoStep })]);
    const history = jsonOf<{ action: string; who: { id: number; role: string } }[]>(entries, 'povijest-pristupa.json');
    expect(history.at(-1)).toMatchObject({ action: 'data.exported', who: { id: owner.user.id, role: 'owner' } });
  });

  it('leaves out podrska.json when there are no support records, and writes empty lists whole', async () => {
    const employee = await app.server.inject({
      method: 'POST',
      url: '/api/v1/child/create',
      headers: owner.auth,
      payload: { name: 'Prazan', surname: 'Profil', email: 'prazan.profil@example.com', password: 'tajna-lozinka-1', kidMale: true, dateOfBirth: '2000-01-01' },
    });
    expect(employee.statusCode, employee.body).toBe(201);
    const response = await exportOf(employee.json<{ id: number }>().id, owner.auth);
    expect(response.statusCode).toBe(200);
    const entries = await readZip(response.rawPayload);
    expect([...entries.keys()]).not.toContain('podrska.json');
    expect(jsonOf(entries, 'zadaci.json')).toEqual([]);
    expect(jsonOf(entries, 'poruke.json')).toEqual([]);
    expect(jsonOf(entries, 'datoteke.json')).toEqual([]);
  });

  it('answers HEAD with the headers and records nothing', async () => {
    const count = async () => (await app.db.selectFrom('access_log').select('id').where('employee_id', '=', other.employee.id).where('action', '=', 'data.exported').execute()).length;
    const before = await count();
    const response = await exportOf(other.employee.id, owner.auth, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.body).toBe('');
    expect(await count()).toBe(before);
  });
});

describe('who may export', () => {
  it('is the owner only: a helper 403, another manager 404, the phone refused, unknown 404, a bad id 400', async () => {
    expect((await exportOf(seeded.employee.id, helper.auth)).statusCode).toBe(403);
    const stranger = await registerAndLogin(app);
    const refused = await exportOf(seeded.employee.id, stranger.auth);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Đurđa');
    expect([403, 404]).toContain((await exportOf(seeded.employee.id, seeded.phone)).statusCode);
    expect((await exportOf(seeded.employee.id, {})).statusCode).toBe(401);
    expect((await exportOf(2_000_000_000, owner.auth)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '3000000000']) {
      const response = await exportOf(bad, owner.auth);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error.fields, bad).toHaveProperty('id');
    }
    // None of the refused calls was recorded as an export.
    const exports = await app.db.selectFrom('access_log').select('actor_id').where('employee_id', '=', seeded.employee.id).where('action', '=', 'data.exported').execute();
    expect(exports.every((row) => row.actor_id === owner.user.id)).toBe(true);
  });
});
