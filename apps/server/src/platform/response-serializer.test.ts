import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
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
});
