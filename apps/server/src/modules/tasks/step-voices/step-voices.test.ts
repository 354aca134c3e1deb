import { MAX_STEP_VOICE_BYTES, type Step } from '@plan-dan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTask, createTestApp, firstStepOf, keyOf, managerWithStep, registerAndLogin, storedFiles, TINY_PNG, type TestApp } from '../../../../test/helpers.ts';
import { buildWav, VOICES } from '../../../../test/voices.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

type Auth = Record<string, string>;
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Auth) => app.server.inject({ method, url, headers });
const putVoice = (subtaskId: number | string, headers: Auth, body: Buffer = VOICES[0].bytes, contentType = 'audio/webm') =>
  app.server.inject({ method: 'PUT', url: `/api/v1/task/sub/${subtaskId}/voice`, headers: { ...headers, 'content-type': contentType }, payload: body });
const removeVoice = (subtaskId: number, headers: Auth) => call('DELETE', `/api/v1/task/sub/${subtaskId}/voice`, headers);
const fetchFile = (url: string, headers: Auth = {}) => app.server.inject({ method: 'GET', url, headers });
const aStep = () => managerWithStep(app);

/** The employee's stored voice files. */
const storedVoices = async (employeeId: number) => (await storedFiles(app)).filter((key) => key.startsWith(`voices/${employeeId}/`));

describe("a step's recorded voice", () => {
  it('is null on a step without one', async () => {
    const { manager, employee, task } = await aStep();
    expect((await firstStepOf(app, manager.auth, employee.id, task.id)).voice).toBeNull();
  });

  for (const voice of VOICES) {
    it(`takes ${voice.name} by its bytes and serves it back with its type, whole and by Range`, async () => {
      const { manager, employee, phone, task, step } = await aStep();
      // The Content-Type sent says nothing: the bytes do.
      const response = await putVoice(step.id, manager.auth, voice.bytes, 'application/octet-stream');
      expect(response.statusCode, response.body).toBe(200);
      const answered = response.json<Step>();
      expect(answered.id).toBe(step.id);
      expect(answered.voice).toEqual({ downloadURL: expect.stringMatching(/^\/api\/v1\/files\/voices\//) });
      expect(keyOf(answered.voice!.downloadURL)).toMatch(new RegExp(`^voices/${employee.id}/${task.id}/${step.id}-[0-9a-f-]{36}\\.\\w+$`));
      // The phone reads it in its list too.
      expect((await firstStepOf(app, phone.auth, employee.id, task.id)).voice).toEqual({ downloadURL: expect.any(String) });

      const file = await fetchFile(answered.voice!.downloadURL);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(voice.type);
      expect(file.headers['content-disposition']).toBe('inline');
      expect(file.rawPayload.equals(voice.bytes)).toBe(true);

      const part = await fetchFile(answered.voice!.downloadURL, { range: 'bytes=4-99' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 4-99/${voice.bytes.length}`);
      expect(part.rawPayload.equals(voice.bytes.subarray(4, 100))).toBe(true);
      expect(await storedVoices(employee.id)).toEqual([keyOf(answered.voice!.downloadURL)]);
    });
  }

  it('replaces an earlier voice and deletes its file', async () => {
    const { manager, employee, step } = await aStep();
    const first = (await putVoice(step.id, manager.auth)).json<Step>().voice!;
    const second = await putVoice(step.id, manager.auth, buildWav());
    expect(second.statusCode).toBe(200);
    const kept = second.json<Step>().voice!;
    expect(keyOf(kept.downloadURL)).not.toBe(keyOf(first.downloadURL));
    expect((await fetchFile(first.downloadURL)).statusCode).toBe(404);
    expect((await fetchFile(kept.downloadURL)).headers['content-type']).toBe('audio/wav');
    expect(await storedVoices(employee.id)).toEqual([keyOf(kept.downloadURL)]);
  });

  it('is removed with its file, answering the step; removing none is no error', async () => {
    const { manager, employee, step } = await aStep();
    const voice = (await putVoice(step.id, manager.auth)).json<Step>().voice!;
    const removed = await removeVoice(step.id, manager.auth);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Step>()).toMatchObject({ id: step.id, voice: null });
    expect((await fetchFile(voice.downloadURL)).statusCode).toBe(404);
    expect(await storedVoices(employee.id)).toEqual([]);
    expect((await removeVoice(step.id, manager.auth)).json<Step>().voice).toBeNull();
  });

  const cut = (bytes: Buffer) => bytes.subarray(0, bytes.length - 7);
  /** The file's first bytes (its type) kept, the rest up to its middle overwritten: its container is broken. */
  const garbled = (bytes: Buffer) => Buffer.from(bytes).fill(0x5a, 12, Math.floor(bytes.length / 2));
  const refused: [string, Buffer][] = [
    ['a Windows program sent as audio', Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4000, 0x41)])],
    ['a Linux program sent as audio', Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1'), Buffer.alloc(4000, 0x41)])],
    ['a PNG', TINY_PNG],
    ['text', Buffer.from('Operi ruke prije jela.\n')],
    ['an empty body', Buffer.alloc(0)],
    // A program with a WAV's first bytes: its RIFF does not hold a format and the sound's data.
    ['a program behind a WAV header', Buffer.concat([Buffer.from('RIFF\x10\x00\x00\x00WAVEMZ\x90\x00', 'latin1'), Buffer.alloc(4, 0)])],
    ...VOICES.flatMap(({ name, bytes }): [string, Buffer][] => [
      [`a ${name} cut short`, cut(bytes)],
      [`a garbled ${name}`, garbled(bytes)],
    ]),
  ];
  for (const [what, bytes] of refused) {
    it(`refuses ${what} with 400 file: not_audio, keeping nothing and the earlier voice`, async () => {
      const { manager, employee, task, step } = await aStep();
      const earlier = (await putVoice(step.id, manager.auth)).json<Step>().voice!;
      const response = await putVoice(step.id, manager.auth, bytes, 'audio/webm');
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'validation_failed', fields: { file: 'not_audio' } } });
      expect(await storedVoices(employee.id)).toEqual([keyOf(earlier.downloadURL)]);
      expect(keyOf((await firstStepOf(app, manager.auth, employee.id, task.id)).voice!.downloadURL)).toBe(keyOf(earlier.downloadURL));
    });
  }

  it('answers 413 above MAX_STEP_VOICE_BYTES (by its length or as it comes), and keeps nothing', async () => {
    const { manager, employee, task, step } = await aStep();
    const big = buildWav(MAX_STEP_VOICE_BYTES / 16000 + 1, 8000);
    expect(big.length).toBeGreaterThan(MAX_STEP_VOICE_BYTES);
    expect((await putVoice(step.id, manager.auth, big, 'audio/wav')).statusCode).toBe(413);
    // Without a length said first: the limit holds on the bytes as they stream in.
    const streamed = await app.server.inject({
      method: 'PUT',
      url: `/api/v1/task/sub/${step.id}/voice`,
      headers: { ...manager.auth, 'content-type': 'audio/wav', 'transfer-encoding': 'chunked' },
      payload: big,
    });
    expect(streamed.statusCode).toBe(413);
    expect(await storedVoices(employee.id)).toEqual([]);
    expect((await firstStepOf(app, manager.auth, employee.id, task.id)).voice).toBeNull();
  });

  it('answers 400 naming the id for an id that cannot be one, and 404 for a step that is none', async () => {
    const { manager } = await aStep();
    const bad = await putVoice('abc', manager.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { fields: { id: expect.any(String) } } });
    expect((await putVoice(999_999, manager.auth)).statusCode).toBe(404);
    expect((await removeVoice(999_999, manager.auth)).statusCode).toBe(404);
  });

  it("answers 404 to another manager and 403 to the employee's own phone, and changes nothing", async () => {
    const { manager, employee, phone, task, step } = await aStep();
    const voice = (await putVoice(step.id, manager.auth)).json<Step>().voice!;
    const other = await registerAndLogin(app);
    expect((await putVoice(step.id, other.auth, buildWav())).statusCode).toBe(404);
    expect((await removeVoice(step.id, other.auth)).statusCode).toBe(404);
    expect((await putVoice(step.id, phone.auth, buildWav())).statusCode).toBe(403);
    expect((await removeVoice(step.id, phone.auth)).statusCode).toBe(403);
    expect((await putVoice(step.id, {}, buildWav())).statusCode).toBe(401);
    expect(keyOf((await firstStepOf(app, manager.auth, employee.id, task.id)).voice!.downloadURL)).toBe(keyOf(voice.downloadURL));
    expect(await storedVoices(employee.id)).toEqual([keyOf(voice.downloadURL)]);
  });

  it("lets the employee's helper record and remove a voice", async () => {
    const { manager, employee, task, step } = await aStep();
    const helper = await registerAndLogin(app);
    const added = await app.server.inject({
      method: 'POST',
      url: `/api/v1/child/${employee.id}/helpers`,
      headers: manager.auth,
      payload: { login: helper.user.username },
    });
    expect(added.statusCode, added.body).toBe(201);
    const response = await putVoice(step.id, helper.auth, VOICES[3].bytes);
    expect(response.statusCode, response.body).toBe(200);
    expect((await firstStepOf(app, manager.auth, employee.id, task.id)).voice).toEqual({ downloadURL: expect.any(String) });
    expect((await removeVoice(step.id, helper.auth)).json<Step>().voice).toBeNull();
  });

  it('goes, with its file, when its step, its task or its employee is deleted, or its step is edited away', async () => {
    const { manager, employee, task, step } = await aStep();
    const ofStep = (await putVoice(step.id, manager.auth)).json<Step>().voice!;
    expect((await call('DELETE', `/api/v1/task/sub/${step.id}`, manager.auth)).statusCode).toBe(204);
    expect((await fetchFile(ofStep.downloadURL)).statusCode).toBe(404);

    const secondStep = await firstStepOf(app, manager.auth, employee.id, task.id);
    const ofTask = (await putVoice(secondStep.id, manager.auth)).json<Step>().voice!;
    expect((await call('DELETE', `/api/v1/task/${task.id}`, manager.auth)).statusCode).toBe(204);
    expect((await fetchFile(ofTask.downloadURL)).statusCode).toBe(404);

    const edited = await addTask(app, manager.auth, employee.id);
    const [first, second] = (await call('GET', `/api/v1/task/sub/${edited.id}`, manager.auth)).json<Step[]>();
    const ofEdited = (await putVoice(first!.id, manager.auth)).json<Step>().voice!;
    const edit = await app.server.inject({
      method: 'PUT',
      url: `/api/v1/task/${edited.id}`,
      headers: manager.auth,
      payload: {
        ...{ taskName: edited.taskName, description: edited.description, dueDate: edited.dueDate, dueTime: edited.dueTime, priority: edited.priority },
        subtasks: [{ id: second!.id, description: second!.description, needPhoto: second!.needPhoto }],
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await fetchFile(ofEdited.downloadURL)).statusCode).toBe(404);

    const another = await addTask(app, manager.auth, employee.id);
    const ofEmployee = (await putVoice((await firstStepOf(app, manager.auth, employee.id, another.id)).id, manager.auth)).json<Step>().voice!;
    expect((await fetchFile(ofEmployee.downloadURL)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/child/${employee.id}`, manager.auth)).statusCode).toBe(204);
    expect((await fetchFile(ofEmployee.downloadURL)).statusCode).toBe(404);
    expect(await storedVoices(employee.id)).toEqual([]);
  });
});
