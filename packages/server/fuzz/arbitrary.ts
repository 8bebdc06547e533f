// fast-check arbitraries from the JSON Schemas of the OpenAPI document (the subset zod's generator writes):
// `conforming` values the document allows, so requests reach the handlers' deeper paths, and `nonConforming` ones
// that break the schema in one place, so every validation path is tried too.
import fc from 'fast-check';

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
};

/** Resolves `#/components/...` references against the document. */
export type Resolve = (ref: string) => JsonSchema;

/** Lists and strings the schema leaves open stay small: size matters less than shape. */
const OPEN_ITEMS = 4;
const OPEN_LENGTH = 40;

/** Text a student might type: Hangul, Latin, digits, spaces and the odd emoji. */
const textUnit = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0xac00, max: 0xd7a3 }).map((n) => String.fromCharCode(n)) },
  { weight: 3, arbitrary: fc.constantFrom(...'abcxyz019 -_.,/()') },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
);

function integerBetween(min: number, max: number): fc.Arbitrary<number> {
  const lo = Math.max(min, Number.MIN_SAFE_INTEGER);
  const hi = Math.min(max, Number.MAX_SAFE_INTEGER);
  if (lo > hi) return fc.constant(lo);
  const small = fc.integer({ min: Math.max(lo, -(2 ** 31)), max: Math.min(hi, 2 ** 31 - 1) });
  const edges = fc.constantFrom(...new Set([lo, hi, Math.min(Math.max(0, lo), hi)]));
  if (lo >= -(2 ** 31) && hi <= 2 ** 31 - 1) return fc.oneof({ weight: 4, arbitrary: small }, edges);
  return fc.oneof(
    { weight: 4, arbitrary: small },
    edges,
    fc.maxSafeInteger().filter((n) => n >= lo && n <= hi),
  );
}

function numberBetween(s: JsonSchema): fc.Arbitrary<number> {
  const min = s.minimum ?? s.exclusiveMinimum ?? -1e9;
  const max = s.maximum ?? s.exclusiveMaximum ?? 1e9;
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .filter(
      (n) =>
        (s.exclusiveMinimum === undefined || n > s.exclusiveMinimum) &&
        (s.exclusiveMaximum === undefined || n < s.exclusiveMaximum),
    );
}

function stringOf(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = s.maxLength ?? Math.max(minLength, OPEN_LENGTH);
  const fits = (v: string) => v.length >= minLength && v.length <= maxLength;
  if (s.format === 'email') return fc.emailAddress().filter(fits);
  if (s.format === 'uri') return fc.webUrl().filter(fits);
  if (s.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (s.pattern) {
    return fc.stringMatching(new RegExp(s.pattern, 'u')).filter(fits);
  }
  return fc.string({ unit: textUnit, minLength, maxLength: Math.min(maxLength, minLength + OPEN_LENGTH) });
}

function objectOf(s: JsonSchema, resolve: Resolve): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(s.properties ?? {}).filter(([, p]) => !isNever(p));
  const required = new Set(s.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of entries) model[key] = conforming(property, resolve);
  return fc.record(model, { requiredKeys: entries.map(([k]) => k).filter((k) => required.has(k)) });
}

const isNever = (s: JsonSchema) => s.not !== undefined && Object.keys(s.not).length === 0;

/** Values the schema allows. */
export function conforming(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> {
  const s = schema.$ref ? resolve(schema.$ref) : schema;
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => conforming(b, resolve)));
  if (s.allOf?.[0]) return conforming(Object.assign({}, ...s.allOf), resolve);
  if (Array.isArray(s.type)) {
    return fc.oneof(...s.type.map((type) => conforming({ ...s, type }, resolve)));
  }
  switch (s.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerBetween(
        s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -1e6),
        s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : (s.maximum ?? 1e6),
      );
    case 'number':
      return numberBetween(s);
    case 'string':
      return stringOf(s);
    case 'array': {
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((p) => conforming(p, resolve)));
      const minLength = s.minItems ?? 0;
      const maxLength = Math.min(s.maxItems ?? minLength + OPEN_ITEMS, minLength + OPEN_ITEMS);
      return fc.array(conforming(s.items ?? {}, resolve), { minLength, maxLength });
    }
    case 'object':
      return objectOf(s, resolve);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values a client should never send but an attacker will: the edges of every JSON type and of PostgreSQL's (NUL,
 * 2³¹, the smallest double, lone surrogates, very long text, deep nesting).
 */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    2147483647,
    2147483648,
    -2147483649,
    2 ** 53,
    1e21,
    1e308,
    -1e308,
    5e-324,
    -5e-324,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '%',
    '%00',
    '../../etc/passwd',
    '１２３',
    '9'.repeat(400),
    'x'.repeat(5000),
    '😀'.repeat(100),
    true,
    null,
    [],
    {},
    [[[[[[[[[[[]]]]]]]]]]],
  ),
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

type Path = (string | number)[];

/** Every path into a JSON value, the root included. */
function paths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((v, i) => paths(v, [...prefix, i]))];
  if (value && typeof value === 'object') {
    return [prefix, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...prefix, k]))];
  }
  return [prefix];
}

function replaceAt(value: unknown, path: Path, next: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return next;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(head)] = replaceAt(copy[Number(head)], rest, next);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && next === undefined) delete copy[String(head)];
  else copy[String(head)] = replaceAt(copy[String(head)], rest, next);
  return copy;
}

/** A conforming value broken in one place: a field replaced, removed or added. */
export function nonConforming(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> {
  return fc
    .tuple(conforming(schema, resolve), fc.nat(), fc.option(hostile, { nil: undefined }), fc.boolean())
    .map(([value, pick, next, addKey]) => {
      const all = paths(value);
      const path = all[pick % all.length] ?? [];
      if (addKey && value && typeof value === 'object' && !Array.isArray(value)) {
        return { ...value, [`unexpected${pick % 7}`]: next ?? 1 };
      }
      return replaceAt(value, path, path.length === 0 ? (next ?? null) : next);
    });
}
