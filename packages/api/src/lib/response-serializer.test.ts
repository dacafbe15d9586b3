import fc from 'fast-check';
import { isResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import {
  Auction,
  Booking,
  Car,
  CityLookup,
  CostBreakdown,
  ErrorBody,
  GeneralStatistics,
  Payment,
  PublicConfig,
  Review,
  StatisticsSeries,
  UserProfile,
} from '@wayfare/common';
import { buildApp, type App } from '../app';
import type { Database } from '../db/client';
import { testConfig } from '../test/app';
import { openTestDatabase } from '../test/database';
import { createAdmin, createCar, createUser } from '../test/factories';
import { createResponseSerializerCompiler, exactJsonSchemaOf } from './response-serializer';

type Serialize = (data: unknown) => string;
const route = (schema: unknown) => ({ schema, method: 'GET', url: '/t', httpStatus: '200' });
const zodOf = (schema: unknown) => zodSerializerCompiler(route(schema) as never) as Serialize;
const fastOf = (schema: unknown) => createResponseSerializerCompiler()(route(schema) as never) as Serialize;
const verifiedOf = (schema: unknown) =>
  createResponseSerializerCompiler({ verify: true })(route(schema) as never) as Serialize;

/** Values for a (supported) zod schema, valid or not — the tests compare only where zod accepts them. */
function arbitraryFor(schema: $ZodType): fc.Arbitrary<unknown> {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const strings = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
    fc.constantFrom('"quoted"', 'back\\slash', 'line\nbreak', '\u2028\u2029', '\ud800', 'é日本', '</script>'),
  );
  switch (def.type) {
    case 'string':
      return strings;
    case 'number': {
      const checks = (
        (def.checks ?? []) as Array<{ _zod: { def: { check: string; format?: string; value?: number } } }>
      ).map((c) => c._zod.def);
      const integers = checks.some((c) => c.check === 'greater_than' && (c.value ?? -1) >= 0) ? fc.nat() : fc.integer();
      if (checks.some((c) => c.format === 'safeint'))
        return fc.oneof(integers, fc.constantFrom(0, Number.MAX_SAFE_INTEGER));
      return fc.oneof(
        integers,
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(-0, 1e21, 5e-324, 0.1),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'nullable':
      return fc.option(arbitraryFor(def.innerType as $ZodType), { nil: null });
    case 'optional':
      return fc.option(arbitraryFor(def.innerType as $ZodType), { nil: undefined });
    case 'array':
      return fc.array(arbitraryFor(def.element as $ZodType), { maxLength: 4 });
    case 'union':
      return fc.oneof(...(def.options as $ZodType[]).map(arbitraryFor));
    case 'record':
      return fc.dictionary(fc.string(), arbitraryFor(def.valueType as $ZodType), { maxKeys: 4 });
    case 'object': {
      const shape = def.shape as Record<string, $ZodType>;
      const declared = fc.record(
        Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, arbitraryFor(value)])),
        {
          requiredKeys: Object.keys(shape).filter(
            (key) => (shape[key]!._zod.def as { type: string }).type !== 'optional',
          ),
        },
      );
      // Undeclared properties, as a database row or a service object would carry them.
      const extra = fc.dictionary(fc.constantFrom('passwordHash', 'secret', 'role', 'internalId', 'x'), fc.anything(), {
        maxKeys: 3,
      });
      return fc.tuple(declared, extra).map(([own, more]) => ({ ...more, ...own }));
    }
    default:
      throw new Error(`no arbitrary for ${def.type}`);
  }
}

function outcome(serialize: Serialize, value: unknown): string {
  try {
    return serialize(value);
  } catch (error) {
    return `throws ${(error as Error).message}`;
  }
}

function expectSameAsZod(schema: $ZodType, value: unknown) {
  let expected: string;
  try {
    expected = zodOf(schema)(value);
  } catch {
    return false; // zod refuses the value: nothing to compare
  }
  expect(fastOf(schema)(value)).toBe(expected);
  return true;
}

const SCHEMAS: Record<string, $ZodType> = {
  UserProfile,
  Car,
  Booking,
  Auction,
  CostBreakdown,
  Payment,
  Review,
  PublicConfig,
  GeneralStatistics,
  StatisticsSeries,
  ErrorBody,
  'CityLookup.nullable()': CityLookup.nullable(),
  'z.number().int()': z.number().int(),
  'z.array(Car)': z.array(Car),
  'nullable object': z.object({ inner: z.object({ a: z.string() }).nullable(), list: z.array(z.string()).nullable() }),
  'optional properties': z.object({ c: z.boolean(), a: z.string().optional(), b: z.number().nullable().optional() }),
  'literal unions': z.object({
    flag: z.union([z.literal(0), z.literal(1)]),
    kind: z.enum(['A', 'B']),
    maybe: z.union([z.literal('x'), z.null()]),
  }),
};

describe('fast response serializer: the same JSON as the zod serializer', () => {
  it('represents every schema of this list exactly (no fallback)', () => {
    for (const [name, schema] of Object.entries(SCHEMAS))
      expect(exactJsonSchemaOf(schema), name).toHaveProperty('jsonSchema');
  });

  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it(`writes what zod writes for ${name} (property test, with undeclared properties mixed in)`, () => {
      let compared = 0;
      fc.assert(
        fc.property(arbitraryFor(schema), (value) => {
          if (expectSameAsZod(schema, value)) compared++;
        }),
        { numRuns: 300 },
      );
      expect(compared).toBeGreaterThan(0);
    });
  }

  it('never writes an undeclared property (a user row with its password hash)', () => {
    const row = {
      id: 7,
      name: 'Ada',
      email: 'ada@example.com',
      passwordHash: 'scrypt$secret',
      birthDate: null,
      googleOAuthId: null,
      bookingsEmails: true,
      damageEmails: false,
      promoEmails: true,
      roles: ['CUSTOMER'],
      role: 'CUSTOMER',
    };
    const json = fastOf(UserProfile)(row);
    expect(json).not.toContain('passwordHash');
    expect(json).not.toContain('secret');
    expect(json).toBe(zodOf(UserProfile)(row));
    expect(JSON.parse(json)).toEqual({
      id: 7,
      name: 'Ada',
      email: 'ada@example.com',
      birthDate: null,
      googleOAuthId: null,
      bookingsEmails: true,
      damageEmails: false,
      promoEmails: true,
      roles: ['CUSTOMER'],
    });
    // Nested objects and array items too.
    const car = fastOf(z.array(z.object({ city: z.object({ name: z.string() }) })))([
      { city: { name: 'Berlin', secret: 1 }, secret: 2 },
    ]);
    expect(car).toBe('[{"city":{"name":"Berlin"}}]');
  });

  it('hands an answer it cannot write as declared to zod, which fails as before', () => {
    const serialize = fastOf(UserProfile);
    expect(() => serialize({ id: 1 })).toThrow();
    try {
      serialize({ id: 1 });
    } catch (error) {
      expect(isResponseSerializationError(error)).toBe(true);
    }
  });
});

describe('fast response serializer: schemas it cannot represent stay on zod', () => {
  const fallbacks: Record<string, [$ZodType, unknown]> = {
    transform: [z.object({ a: z.string().transform((s) => s.toUpperCase()) }), { a: 'x' }],
    'string trim (rewrites the value)': [z.object({ a: z.string().trim() }), { a: '  x ' }],
    default: [z.object({ a: z.string().default('d') }), {}],
    date: [z.object({ at: z.date() }), { at: new Date(0) }],
    'union of objects': [z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]), { b: 1, secret: 2 }],
    passthrough: [z.object({ a: z.string() }).passthrough(), { a: 'x', b: 1 }],
    strict: [z.strictObject({ a: z.string() }), { a: 'x' }],
    tuple: [z.tuple([z.string(), z.number()]), ['x', 1]],
    unknown: [z.object({ a: z.unknown() }), { a: { deep: 1 } }],
    'union of two types': [z.union([z.string(), z.number()]), 5],
    'record with enum keys': [z.record(z.enum(['b', 'a']), z.number()), { a: 1, b: 2 }],
    // An own __proto__ key (as fast-check makes them): fast-json-stringify would write it, zod's copy drops it.
    record: [
      z.record(z.string(), z.number()),
      Object.defineProperty({ a: 1 }, '__proto__', { value: 2, enumerable: true }),
    ],
    'array-index property name': [z.object({ 1: z.string(), a: z.string() }), { a: 'x', 1: 'y' }],
    'required property after an optional one': [
      z.object({ b: z.string().optional(), c: z.boolean() }),
      { b: 'x', c: true },
    ],
  };

  for (const [name, [schema, value]] of Object.entries(fallbacks)) {
    it(`${name}: no exact JSON schema, and the output is zod's`, () => {
      expect(exactJsonSchemaOf(schema)).toHaveProperty('reason');
      const reasons: string[] = [];
      const serialize = createResponseSerializerCompiler({ onFallback: (r, why) => reasons.push(`${r}: ${why}`) })(
        route(schema) as never,
      ) as Serialize;
      expect(reasons).toHaveLength(1);
      // The same string, or the same failure (zod cannot encode through a transform, or fill a default, on the way out).
      expect(outcome(serialize, value)).toEqual(outcome(zodOf(schema), value));
    });
  }

  it('leaves a file answer (a media type of its own in the OpenAPI metadata) to Fastify, reporting no fallback', () => {
    const pdf = z.unknown().meta({ content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } });
    const reasons: string[] = [];
    createResponseSerializerCompiler({ onFallback: (r, why) => reasons.push(`${r}: ${why}`) })(route(pdf) as never);
    createResponseSerializerCompiler({ onFallback: (r, why) => reasons.push(`${r}: ${why}`) })(
      route(z.unknown()) as never,
    );
    expect(reasons).toEqual(['GET /t 200: unknown']);
  });

  it('verify mode throws when the two serializers disagree and passes when they agree', () => {
    expect(verifiedOf(Car)).toBeTypeOf('function');
    // A value zod refuses makes the verifying serializer fail like zod, never write something else.
    expect(() => verifiedOf(z.object({ n: z.number() }))({ n: 'not a number' })).toThrow();
    expect(verifiedOf(z.object({ n: z.number() }))({ n: 1, m: 2 })).toBe('{"n":1}');
  });
});

describe('fast response serializer: the real app', () => {
  let app: App;
  let database: Database;
  const fallbacks: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp(testConfig(), {
      database,
      // Every answer below is written both ways and compared; a difference fails the request (500).
      responseSerializer: { verify: true, onFallback: (r, why) => fallbacks.push(`${r}: ${why}`) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('serialises every route and status of the app with an exact JSON schema, but the audit log', () => {
    // An audit entry's before/after hold whatever fields the write changed (a record of any JSON): no exact schema
    // can say that, so zod writes those answers — correct, only slower, for a page administrators open now and then.
    expect(fallbacks.filter((route) => !/^(GET|HEAD) \/api\/audit 200: /.test(route))).toEqual([]);
    expect(fallbacks).toHaveLength(2);
  });

  it('answers real requests exactly as the zod serializer did', async () => {
    const customer = await createUser(app, { birthDate: '1991-02-03' });
    const admin = await createAdmin(app);
    await createCar(app);
    const calls: Array<{
      url: string;
      method?: 'GET' | 'POST';
      headers?: Record<string, string>;
      payload?: object;
      status: number;
    }> = [
      { url: '/api/health', status: 200 },
      { url: '/api/ready', status: 200 },
      { url: '/api/config', status: 200 },
      { url: '/api/users/currentUserProfile', headers: customer.headers, status: 200 },
      { url: '/api/users/currentUserProfile', status: 401 },
      { url: '/api/cities', status: 200 },
      { url: '/api/cars/paged?page=0', headers: admin.headers, status: 200 },
      { url: '/api/cars/count', headers: admin.headers, status: 200 },
      { url: '/api/cars/paged?page=-1', headers: admin.headers, status: 400 },
      { url: '/api/cars/features', status: 200 },
      { url: '/api/bookings/by-user', headers: customer.headers, status: 200 },
      { url: '/api/bookings/count', headers: customer.headers, status: 200 },
      { url: '/api/statistics/general', headers: admin.headers, status: 200 },
      { url: '/api/discountPlans', headers: customer.headers, status: 200 },
      {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: customer.user.email, password: customer.password },
        status: 200,
      },
      {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
        status: 401,
      },
    ];
    for (const call of calls) {
      const response = await app.inject({
        method: call.method ?? 'GET',
        url: call.url,
        headers: call.headers,
        payload: call.payload,
      });
      expect(response.statusCode, `${call.url}: ${response.body}`).toBe(call.status);
      expect(response.body).not.toContain('passwordHash');
    }
  });
});
