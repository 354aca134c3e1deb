import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { taskListSchema } from '@plan-dan/contract';
import { z } from 'zod';
import { createResponseSerializerCompiler, responseJsonSchema } from './response-serializer.ts';

const taskSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  done: z.boolean(),
  steps: z.array(z.object({ id: z.number().int(), photo: z.string().nullable().optional() })),
});

let app: ReturnType<typeof Fastify> | undefined;
afterEach(async () => app?.close());

async function serverAnswering(data: unknown, compareWithZod: boolean) {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ compareWithZod }));
  app.get('/task', { schema: { response: { 200: taskSchema } } }, async () => data);
  return app;
}

describe('the compiled response serializer', () => {
  it('writes what the schema names and drops everything else, at any depth', async () => {
    const server = await serverAnswering(
      { id: 7, name: 'Složiti police', note: null, done: false, passwordHash: 'x', steps: [{ id: 1, photo: 'a.jpg', secret: 's' }, { id: 2 }] },
      false,
    );
    const answer = await server.inject('/task');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ id: 7, name: 'Složiti police', note: null, done: false, steps: [{ id: 1, photo: 'a.jpg' }, { id: 2 }] });
    expect(answer.body).not.toContain('passwordHash');
  });

  it('in the tests, an answer that breaks its schema fails the request, where the compiled serializer alone would coerce it', async () => {
    const broken = { id: 7, name: 42, note: null, done: false, steps: [] };
    const alone = await (await serverAnswering(broken, false)).inject('/task');
    expect(alone.json().name).toBe('42');
    await app?.close();
    const compared = await (await serverAnswering(broken, true)).inject('/task');
    expect(compared.statusCode).toBe(500);
  });

  it('in the tests, a right answer passes the comparison unchanged', async () => {
    const task = { id: 7, name: 'Uzeti kutije', note: 'polako', done: true, steps: [{ id: 3, photo: null }] };
    const server = await serverAnswering(task, true);
    const answer = await server.inject('/task');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(task);
  });

  it('describes a nullable text as a type list, the same value set as zod\'s anyOf', () => {
    const schema = responseJsonSchema(z.object({ note: z.string().max(10).nullable() }));
    expect(schema.properties).toEqual({ note: { type: ['string', 'null'], maxLength: 10 } });
  });

  it('writes a nullable object and a list of tasks with or without their steps without choosing a branch by validation', async () => {
    const step = z.object({ id: z.number().int(), photo: z.object({ name: z.string() }).nullable() });
    const task = z.object({ id: z.number().int(), name: z.string() });
    const list = z.array(z.union([task.extend({ steps: z.array(step) }), task]));
    const schema = responseJsonSchema(list);
    expect(JSON.stringify(schema)).not.toContain('anyOf');
    expect(schema.items).toMatchObject({ type: 'object', required: ['id', 'name'] });

    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(createResponseSerializerCompiler({ compareWithZod: true }));
    app.get('/tasks', { schema: { response: { 200: list } } }, async () => [
      { id: 1, name: 'Sa koracima', steps: [{ id: 10, photo: null }, { id: 11, photo: { name: 'a.jpg', key: 'x' } }] },
      { id: 2, name: 'Bez koraka' },
    ]);
    const answer = await app.inject('/tasks');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      { id: 1, name: 'Sa koracima', steps: [{ id: 10, photo: null }, { id: 11, photo: { name: 'a.jpg' } }] },
      { id: 2, name: 'Bez koraka' },
    ]);
  });

  it('keeps a union whose branches differ in more than added properties, or whose narrow branch comes first', () => {
    const schema = responseJsonSchema(z.union([z.object({ kind: z.literal('a'), a: z.string() }), z.object({ kind: z.literal('b'), b: z.number() })]));
    expect(schema.anyOf).toHaveLength(2);
    // zod takes the first branch that fits: a task, dropping its steps.
    const task = z.object({ id: z.number().int() });
    expect(responseJsonSchema(z.union([task, task.extend({ steps: z.array(z.number()) })])).anyOf).toHaveLength(2);
  });

  it('writes the task list, the largest answer, without any branch to choose', () => {
    expect(JSON.stringify(responseJsonSchema(taskListSchema))).not.toContain('anyOf');
  });
});
