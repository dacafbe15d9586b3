import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

/**
 * Response serialisation from the routes' zod schemas: fast-json-stringify where a schema maps exactly to JSON Schema,
 * the zod serialiser everywhere else, so an answer is only ever written faster, never differently (decision 018 says
 * which schemas map and why).
 */

type JsonSchema = Record<string, unknown>;
type Serializer = (data: unknown) => string;

export interface ResponseSerializerOptions {
  /**
   * Serialise every answer both ways and throw when the two strings differ (tests: proves the fast path equals the
   * zod path on the real answers the suite produces). Off in the running app.
   */
  verify?: boolean;
  /** Called once per route and status whose schema stays on the zod serialiser, with the reason. */
  onFallback?: (route: string, reason: string) => void;
}

class Unsupported extends Error {}

const JSON_PRIMITIVES = new Set(['string', 'number', 'boolean', 'null']);
/** Keys JavaScript orders or treats specially (array-index-like, __proto__): zod and fast-json-stringify may disagree. */
const AWKWARD_KEY = /^(\d+|__proto__)$/;

function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string' || typeof value === 'boolean') return typeof value;
  if (typeof value === 'number' && Number.isFinite(value)) return 'number';
  throw new Unsupported(`literal ${String(value)}`);
}

/** One JSON type for a set of literal values, or Unsupported. */
function typeOfValues(values: Iterable<unknown>): JsonSchema {
  const types = new Set<string>();
  for (const value of values) types.add(jsonTypeOf(value));
  if (types.size !== 1) throw new Unsupported(`values of ${types.size} JSON types`);
  return { type: [...types][0] };
}

function hasOverwrite(schema: $ZodType): boolean {
  const checks = (schema._zod.def as { checks?: Array<{ _zod: { def: { check: string } } }> }).checks ?? [];
  return checks.some((check) => check._zod.def.check === 'overwrite');
}

/** The primitive types a schema describes (`type: 'string'` or `type: ['string', 'null']`), or null for others. */
function primitiveTypes(schema: JsonSchema): string[] | null {
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
  return Object.keys(schema).length === 1 && types.every((type) => JSON_PRIMITIVES.has(type)) ? types : null;
}

/** The JSON Schema for fast-json-stringify that writes exactly what zod's encode + JSON.stringify writes. */
export function toExactJsonSchema(schema: $ZodType): JsonSchema {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'string':
      if (hasOverwrite(schema)) throw new Unsupported('a string check that rewrites the value');
      return { type: 'string' };
    case 'number':
      if (hasOverwrite(schema)) throw new Unsupported('a number check that rewrites the value');
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'null':
      return { type: 'null' };
    case 'literal':
      return typeOfValues(def.values as unknown[]);
    case 'enum':
      return typeOfValues(Object.values(def.entries as Record<string, unknown>));
    case 'readonly':
      return toExactJsonSchema(def.innerType as $ZodType);
    case 'nullable': {
      const inner = toExactJsonSchema(def.innerType as $ZodType);
      const type = inner.type;
      if (Array.isArray(type)) return type.includes('null') ? inner : { ...inner, type: [...type, 'null'] };
      if (typeof type !== 'string') throw new Unsupported('nullable of a schema without a type');
      return type === 'null' ? inner : { ...inner, type: [type, 'null'] };
    }
    case 'array':
      return { type: 'array', items: toExactJsonSchema(def.element as $ZodType) };
    case 'object': {
      // Only zod's default (strip unknown keys): passthrough would echo undeclared keys, strict would refuse them.
      if (def.catchall !== undefined) throw new Unsupported('an object with a catchall (passthrough/strict/loose)');
      const shape = def.shape as Record<string, $ZodType>;
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      let optionalSeen = false;
      for (const [key, property] of Object.entries(shape)) {
        if (AWKWARD_KEY.test(key)) throw new Unsupported(`property name ${key}`);
        const propertyDef = property._zod.def as unknown as { type: string; innerType?: $ZodType };
        if (propertyDef.type === 'optional') {
          properties[key] = toExactJsonSchema(propertyDef.innerType as $ZodType);
          optionalSeen = true;
        } else {
          // fast-json-stringify writes required properties first; zod writes the shape's order.
          if (optionalSeen) throw new Unsupported(`required property ${key} after an optional one`);
          // A property zod treats as optional without an .optional() wrapper (any, unknown, undefined…) is not handled.
          if (property._zod.optout === 'optional') throw new Unsupported(`optional-like property ${key}`);
          properties[key] = toExactJsonSchema(property);
          required.push(key);
        }
      }
      return { type: 'object', properties, required, additionalProperties: false };
    }
    case 'record':
      // Its keys come with the data: one named __proto__ is an own property fast-json-stringify writes and zod's
      // copy turns into a prototype (dropped), and integer-like keys may be ordered differently. No response
      // schema has a record today; zod serialises them.
      throw new Unsupported('a record');
    case 'union': {
      // zod takes the first option that parses; with options of one primitive type every option writes the same.
      const options = (def.options as $ZodType[]).map(toExactJsonSchema);
      const types = new Set<string>();
      for (const option of options) {
        const optionTypes = primitiveTypes(option);
        if (!optionTypes) throw new Unsupported('a union of non-primitive options');
        for (const type of optionTypes) types.add(type);
      }
      const nonNull = [...types].filter((type) => type !== 'null');
      if (nonNull.length > 1) throw new Unsupported('a union of several JSON types');
      return { type: types.has('null') ? [...nonNull, 'null'] : nonNull[0] };
    }
    default:
      throw new Unsupported(def.type);
  }
}

/** The zod schema of a response, as fastify-type-provider-zod accepts it (a schema, or `{ properties: schema }`). */
function zodSchemaOf(maybeSchema: unknown): $ZodType | null {
  if (maybeSchema instanceof $ZodType) return maybeSchema;
  if (
    maybeSchema &&
    typeof maybeSchema === 'object' &&
    'properties' in maybeSchema &&
    maybeSchema.properties instanceof $ZodType
  ) {
    return maybeSchema.properties;
  }
  return null;
}

/** The exact JSON Schema of a response schema, or the reason there is none (the route keeps the zod serialiser). */
export function exactJsonSchemaOf(schema: unknown): { jsonSchema: JsonSchema } | { reason: string } {
  const zodSchema = zodSchemaOf(schema);
  if (!zodSchema) return { reason: 'not a zod schema' };
  try {
    return { jsonSchema: toExactJsonSchema(zodSchema) };
  } catch (error) {
    if (error instanceof Unsupported) return { reason: error.message };
    throw error;
  }
}

/** A response whose OpenAPI metadata names a media type of its own (`.meta({ content: { 'application/pdf': … } })`). */
function isFileResponse(schema: unknown): boolean {
  const zodSchema = zodSchemaOf(schema);
  if (!zodSchema) return false;
  const content = (z.globalRegistry.get(zodSchema as never) as { content?: object } | undefined)?.content;
  return content !== undefined && !('application/json' in content);
}

/** A drop-in for fastify-type-provider-zod's `serializerCompiler` (see the top of this file). */
export function createResponseSerializerCompiler(
  options: ResponseSerializerOptions = {},
): FastifySerializerCompiler<unknown> {
  return (routeSchema) => {
    const { schema, method, url, httpStatus } = routeSchema;
    const zodSerialize = zodSerializerCompiler(routeSchema as never) as Serializer;
    // A file (a receipt's PDF) goes out as the bytes the route sends: Fastify never serialises a Buffer.
    if (isFileResponse(schema)) return zodSerialize;
    const exact = exactJsonSchemaOf(schema);
    if ('reason' in exact) {
      options.onFallback?.(`${method} ${url} ${httpStatus ?? ''}`.trim(), exact.reason);
      return zodSerialize;
    }

    // Compiled on first use (fast-json-stringify generates code): a test that builds the app and calls three
    // routes pays for three, not for all of them.
    let fast: Serializer | undefined;
    const serialize: Serializer = (data) => {
      fast ??= fastJson(exact.jsonSchema) as Serializer;
      try {
        return fast(data);
      } catch {
        // Not writable as declared (a required property missing…): zod decides, and fails or writes as before.
        return zodSerialize(data);
      }
    };
    if (!options.verify) return serialize;
    return (data) => {
      const expected = zodSerialize(data);
      const actual = serialize(data);
      if (actual !== expected) {
        throw new Error(
          `response serializer differs from zod for ${method} ${url} ${httpStatus}:\n  fast: ${actual}\n  zod:  ${expected}`,
        );
      }
      return actual;
    };
  };
}
