import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * zod writes `nullable()` as anyOf [T, null]; fast-json-stringify picks an anyOf branch by validating the
 * value with ajv, which costs more than the rest of the answer. A plain type list says the same.
 */
function simplifyNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifyNullable);
  if (typeof schema !== 'object' || schema === null) return schema;
  const simplified: JsonSchema = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, simplifyNullable(value)]));
  const anyOf = simplified.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullBranch = anyOf.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = anyOf[1 - nullBranch];
    const primitive = other && ['string', 'number', 'integer', 'boolean'].includes(other.type as string);
    if (nullBranch !== -1 && other && primitive) {
      const { anyOf: _replaced, ...rest } = simplified;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return simplified;
}

/** The JSON schema of a response as it leaves the server, the same one the OpenAPI document shows. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  return simplifyNullable(z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any' })) as JsonSchema;
}

/**
 * Answers are written by fast-json-stringify, compiled once per route from the route's zod response
 * schema: zod checked and copied every answer on the way out, a fifth of a large list's time. The
 * compiled serializer writes only the properties the schema names, so nothing unlisted leaks out.
 *
 * With `compareWithZod` (the API and browser tests) every answer is also serialized by zod, as before,
 * and a difference fails the request: the tests' thousands of answers prove the two agree.
 */
export function createResponseSerializerCompiler({ compareWithZod }: { compareWithZod: boolean }): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const stringify = fastJson(responseJsonSchema(route.schema));
    if (!compareWithZod) return stringify;
    const zodSerialize = zodSerializerCompiler(route);
    return (data) => {
      const compiled = stringify(data);
      const expected = zodSerialize(data);
      if (!isDeepStrictEqual(JSON.parse(compiled), JSON.parse(expected))) {
        throw new Error(`${route.method} ${route.url}: the compiled serializer wrote ${compiled}, zod ${expected}`);
      }
      return compiled;
    };
  };
}
