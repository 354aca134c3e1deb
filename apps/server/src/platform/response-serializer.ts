import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const isObjectSchema = (schema: JsonSchema | undefined): schema is JsonSchema =>
  schema !== undefined && schema.type === 'object' && typeof schema.properties === 'object';

/**
 * Two object branches where the first only adds properties to the second (a task with its steps, a task):
 * one object whose added properties are optional writes each value as zod would, which takes the first
 * branch that fits. With the narrow branch first, zod would drop the added properties: left as it is.
 */
function mergedObjectBranches(wide: JsonSchema, narrow: JsonSchema): JsonSchema | undefined {
  if (!isObjectSchema(wide) || !isObjectSchema(narrow)) return undefined;
  const { properties: wideProperties, required: wideRequired = [], ...wideRest } = wide as { properties: JsonSchema; required?: string[] };
  const { properties: narrowProperties, required: narrowRequired = [], ...narrowRest } = narrow as { properties: JsonSchema; required?: string[] };
  const extendsNarrow =
    isDeepStrictEqual(wideRest, narrowRest) &&
    Object.entries(narrowProperties).every(([key, value]) => isDeepStrictEqual(wideProperties[key], value)) &&
    narrowRequired.every((key) => wideRequired.includes(key));
  return extendsNarrow ? { ...wide, required: narrowRequired } : undefined;
}

/**
 * zod writes `nullable()` and unions as anyOf; fast-json-stringify picks an anyOf branch by validating the
 * value with ajv, which costs more than the rest of the answer (a list's every task validated whole). A
 * type list says the same for a nullable value, and a list of tasks with or without their steps needs one
 * object (mergedObjectBranches). The OpenAPI document keeps zod's own schema.
 */
function simplifyForSerializing(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifyForSerializing);
  if (typeof schema !== 'object' || schema === null) return schema;
  const simplified: JsonSchema = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, simplifyForSerializing(value)]));
  const anyOf = simplified.anyOf as JsonSchema[] | undefined;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return simplified;
  const { anyOf: _replaced, ...rest } = simplified;
  const nullBranch = anyOf.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
  const other = anyOf[1 - nullBranch];
  if (nullBranch !== -1 && other && ['string', 'number', 'integer', 'boolean', 'object'].includes(other.type as string)) {
    return { ...rest, ...other, type: [other.type, 'null'] };
  }
  const merged = mergedObjectBranches(anyOf[0]!, anyOf[1]!);
  return merged ? { ...rest, ...merged } : simplified;
}

/** The JSON schema a response is written by: the values the OpenAPI document's schema allows, in a shape written fast. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  return simplifyForSerializing(z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any' })) as JsonSchema;
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
