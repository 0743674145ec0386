import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { generationCaseArbitrary } from '../testing.ts';
import { requestFields } from './generation-request-fields.ts';
import { ASK_ZOD, plainParse } from './plain-parse.ts';

/**
 * The promise of a plain parse: whatever zod refuses, it leaves to zod, and whatever it answers is
 * exactly zod's value (the same keys, absent keys absent, the same texts and codes).
 */
function expectZodsAnswer<Schema extends z.ZodType>(schema: Schema, value: unknown): void {
  const plain = plainParse(schema)(value);
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    expect(plain).toBe(ASK_ZOD);
  } else if (plain !== ASK_ZOD) {
    expect(isDeepStrictEqual(plain, parsed.data)).toBe(true);
  }
}

/** A value where a field was: the spellings forms and programs send, and the wrong ones. */
const SPELLINGS: unknown[] = [
  undefined,
  null,
  '',
  '  ',
  0,
  1,
  -1,
  1.5,
  '1',
  '01',
  '001',
  '12.345',
  '-2',
  '1,5',
  'x',
  'true',
  true,
  [],
  {},
  [{}],
  'A'.repeat(101),
  '2025-03-01',
  'a\u0001b',
];

type Body = Record<string, unknown>;

/** Every place of a body a value can be put or taken: its keys and list items, nested. */
function placesOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [];
  const keys = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value);
  return keys.flatMap((key) => {
    const place = [...path, key];
    return [place, ...placesOf((value as Record<string | number, unknown>)[key], place)];
  });
}

/** The body with the value at `place` replaced (or deleted, for `undefined` in an object). */
function withValueAt(body: Body, place: (string | number)[], value: unknown): Body {
  const copy = structuredClone(body);
  let parent = copy as Record<string | number, unknown>;
  for (const key of place.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = place.at(-1)!;
  if (value === undefined && !Array.isArray(parent)) delete parent[last];
  else parent[last] = value;
  return copy;
}

describe('a plain parse', () => {
  const schema = z.object({
    code: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.enum(['1', '2'])),
    text: z.string().trim().min(2).optional(),
    either: z.union([z.number(), z.string()]).nullish(),
    defaulted: z.string().default('x'),
    list: z.preprocess((value) => value ?? [], z.array(z.object({ n: z.number().int() })).max(2)),
    group: z
      .object({ a: z.string(), b: z.boolean().optional() })
      .superRefine((group, ctx) => {
        if (group.a === 'no') ctx.addIssue({ code: 'custom', message: 'no' });
      })
      .optional(),
    nested: z.object({ deep: z.nullable(z.string().transform((text) => text.toUpperCase())) }).nullable(),
    exact: z.string().exactOptional(),
    coded: z
      .codec(z.string(), z.string(), { decode: (text) => text.toUpperCase(), encode: (text) => text })
      .optional(),
  });

  it('answers what zod answers, or leaves the value to zod, for any value at all', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => expectZodsAnswer(schema, value)),
      { numRuns: 2000 },
    );
  });

  it('answers what zod answers for objects of the schema, with and without their optional keys', () => {
    /** Mostly values the field takes, sometimes any spelling: most objects pass, many only just. */
    const field = (...valid: unknown[]) =>
      fc.oneof(
        { arbitrary: fc.constantFrom(...valid), weight: 6 },
        { arbitrary: fc.constantFrom(...SPELLINGS), weight: 1 },
      );
    const objects = fc.record(
      {
        code: field(1, '2'),
        text: field(' ab ', 'abc', undefined),
        either: field(3, 'c', null, undefined),
        defaulted: field('y', undefined),
        list: field(null, [], [{ n: 1 }], [{ n: 2, m: 3 }]),
        group: field({ a: 'yes' }, { a: 'yes', b: false }, { a: 'no' }, undefined),
        nested: field(null, { deep: 'q' }, { deep: null }),
        coded: field('abc', 'Ab', undefined),
        exact: field('e', undefined),
      },
      { requiredKeys: ['code', 'nested'] },
    );
    let answered = 0;
    fc.assert(
      fc.property(objects, (value) => {
        expectZodsAnswer(schema, value);
        if (plainParse(schema)(value) !== ASK_ZOD) answered += 1;
      }),
      { numRuns: 3000 },
    );
    expect(answered).toBeGreaterThan(300);
    expect(plainParse(schema)({ code: 1, list: null, nested: null })).toEqual({
      code: '1',
      defaulted: 'x',
      list: [],
      nested: null,
    });
  });
});

describe('a plain parse where code may not be made', () => {
  it('leaves every value to zod, as on a page whose Content-Security-Policy forbids eval', () => {
    const made = globalThis.Function;
    globalThis.Function = function refused() {
      throw new EvalError('Refused to evaluate a string as JavaScript');
    } as unknown as FunctionConstructor;
    try {
      const parse = plainParse(z.object({ a: z.string() }));
      expect(parse({ a: 'b' })).toBe(ASK_ZOD);
    } finally {
      globalThis.Function = made;
    }
  });
});

describe('the generation request parsed as plain code', () => {
  it('gives zod’s request for every valid request of the nine types and every group', () => {
    fc.assert(
      fc.property(generationCaseArbitrary(), ({ body }) => {
        const plain = plainParse(requestFields)(body);
        expect(plain).not.toBe(ASK_ZOD);
        expect(isDeepStrictEqual(plain, requestFields.parse(body))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('gives zod’s request or leaves it to zod when any field is spelt otherwise, is missing or is wrong', () => {
    const changed = generationCaseArbitrary({ maxLines: 3 }).chain(({ body }) =>
      fc.tuple(fc.constant(body), fc.constantFrom(...placesOf(body)), fc.constantFrom(...SPELLINGS)),
    );
    fc.assert(
      fc.property(changed, ([body, place, value]) =>
        expectZodsAnswer(requestFields, withValueAt(body, place, value)),
      ),
      { numRuns: 2000 },
    );
  });
});
