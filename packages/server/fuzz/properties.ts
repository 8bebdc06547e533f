// One property per operation of the OpenAPI document and per caller: for every request fast-check generates from
// the document — conforming to it or broken in one place — the server answers with a status the operation
// documents, never a 5xx, in an envelope whose code is the status, and /healthz answers after it.
import fc from 'fast-check';
import { conforming, hostile, type JsonSchema, nonConforming, type Resolve } from './arbitrary.ts';

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  explode?: boolean;
}

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  auth: string;
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path' | 'auth'> & { 'x-auth'?: string }>>;
  components: { schemas: Record<string, JsonSchema> };
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      ...op,
      method: method.toUpperCase(),
      path,
      auth: op['x-auth'] ?? 'none',
      parameters: op.parameters ?? [],
    })),
  );
}

export function resolverOf(doc: OpenApiDocument): Resolve {
  return (ref) => {
    const name = ref.replace('#/components/schemas/', '');
    const schema = doc.components.schemas[name];
    if (!schema) throw new Error(`unknown reference ${ref}`);
    return schema;
  };
}

/** What a caller sends for each kind of `x-auth`. */
export interface Credentials {
  name: string;
  access?: string;
  refresh?: string;
  signup?: string;
}

export interface Case {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | FormData | URLSearchParams;
  /** A short description for the failure report. */
  shape: string;
}

/** Path segments a router must not trip over. */
const hostileSegment = fc.constantFrom(
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1.5',
  '1e3',
  'abc',
  '%00',
  '%E0%A4%A',
  '%25',
  '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
  '１',
  'x'.repeat(300),
);

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

function serialize(value: unknown, parameter: Parameter): string {
  if (Array.isArray(value) && parameter.explode === false) return value.map(text).join(',');
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** A segment of dots names another path: the URL resolves it away before the request is sent. */
const isDotSegment = (segment: string) => /^(?:\.|%2e){1,2}$/i.test(segment);

function pathArbitrary(op: Operation, resolve: Resolve): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === 'path');
  if (params.length === 0) return fc.constant(op.path);
  const values = params.map((p) =>
    fc.oneof(
      {
        weight: 5,
        arbitrary: conforming(p.schema, resolve)
          .map((v) => encodeURIComponent(serialize(v, p)))
          .filter((segment) => !isDotSegment(segment)),
      },
      { weight: 1, arbitrary: hostileSegment },
    ),
  );
  return fc.tuple(...values).map((parts) => {
    let path = op.path;
    params.forEach((p, i) => {
      path = path.replace(`{${p.name}}`, parts[i] ?? '');
    });
    return path;
  });
}

function queryArbitrary(op: Operation, resolve: Resolve): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === 'query');
  if (params.length === 0) return fc.constant('');
  const entries = params.map((p) =>
    fc
      .oneof(
        { weight: 6, arbitrary: conforming(p.schema, resolve).map((v) => serialize(v, p)) },
        { weight: 2, arbitrary: hostile.map(text) },
      )
      .map((v) => [p.name, v] as const),
  );
  return fc
    .tuple(...entries.map((e, i) => (params[i]?.required ? e : fc.option(e, { nil: undefined }))))
    .map((pairs) => {
      const search = new URLSearchParams();
      for (const pair of pairs) if (pair) search.append(pair[0], pair[1]);
      const query = search.toString();
      return query ? `?${query}` : '';
    });
}

const PNG_1x1 = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const fileBytes = fc.oneof(
  fc.constant(PNG_1x1),
  fc.constant(new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF')),
  fc.uint8Array({ maxLength: 2048 }),
  fc.constant(new Uint8Array()),
);
const fileName = fc.constantFrom(
  'a.png',
  '사진.jpg',
  '../../etc/passwd',
  'a\u0000b.png',
  '',
  'x'.repeat(300),
);

function formArbitrary(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<FormData> {
  const properties = Object.entries(schema.properties ?? {});
  const file = fc.tuple(fileBytes, fileName);
  const fields = properties.map(([name, property]) => {
    const value: fc.Arbitrary<([Uint8Array, string] | string)[]> =
      property.format === 'binary'
        ? file.map((f) => [f])
        : property.type === 'array'
          ? fc.array(file, { minLength: 0, maxLength: 3 })
          : fc.oneof(conforming(property, resolve), hostile).map((v) => [text(v)]);
    return fc.option(value, { nil: undefined, freq: 8 }).map((values) => [name, values] as const);
  });
  return fc.tuple(...fields).map((entries) => {
    const form = new FormData();
    for (const [name, values] of entries) {
      for (const v of values ?? []) {
        if (typeof v === 'string') form.append(name, v);
        else form.append(name, new Blob([v[0]]), v[1]);
      }
    }
    return form;
  });
}

/** Bodies that are not JSON at all, or JSON under another name. */
const brokenJson = fc.constantFrom(
  ['', 'application/json'],
  ['{', 'application/json'],
  ['{"a":', 'application/json'],
  ['[]', 'application/json'],
  ['null', 'application/json'],
  ['1e99999', 'application/json'],
  ['"\u0000"', 'application/json'],
  [`${'['.repeat(5000)}${']'.repeat(5000)}`, 'application/json'],
  ['{"__proto__": {"polluted": 1}}', 'application/json'],
  ['a=1', 'text/plain'],
  ['{}', 'application/x-www-form-urlencoded'],
  ['{}', 'application/json; charset=utf-16'],
);

type Body = { body?: string | FormData | URLSearchParams; type?: string; shape: string };

function bodyArbitrary(op: Operation, resolve: Resolve): fc.Arbitrary<Body> {
  const content = op.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  if (json) {
    return fc.oneof(
      {
        weight: 6,
        arbitrary: conforming(json, resolve).map((v) => ({
          body: JSON.stringify(v),
          type: 'application/json',
          shape: 'json',
        })),
      },
      {
        weight: 3,
        arbitrary: nonConforming(json, resolve).map((v) => ({
          body: JSON.stringify(v) ?? '',
          type: 'application/json',
          shape: 'json, broken',
        })),
      },
      { weight: 1, arbitrary: brokenJson.map(([body, type]) => ({ body, type, shape: `raw ${type}` })) },
    );
  }
  const multipart = content['multipart/form-data']?.schema;
  if (multipart) return formArbitrary(multipart, resolve).map((body) => ({ body, shape: 'multipart' }));
  const form = content['application/x-www-form-urlencoded']?.schema;
  if (form) {
    return fc.oneof(conforming(form, resolve), nonConforming(form, resolve)).map((v) => {
      const params = new URLSearchParams();
      if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) params.append(k, text(x));
      return { body: params, shape: 'form' };
    });
  }
  return fc.constant({ shape: 'no body' });
}

function authorization(op: Operation, who: Credentials): string | undefined {
  const token =
    op.auth === 'refresh'
      ? (who.refresh ?? who.access)
      : op.auth === 'signup'
        ? (who.signup ?? who.access)
        : who.access;
  return token ? `Bearer ${token}` : undefined;
}

export function caseArbitrary(op: Operation, resolve: Resolve, who: Credentials): fc.Arbitrary<Case> {
  return fc
    .tuple(pathArbitrary(op, resolve), queryArbitrary(op, resolve), bodyArbitrary(op, resolve))
    .map(([path, query, body]) => {
      const headers: Record<string, string> = {};
      const auth = authorization(op, who);
      if (auth) headers.authorization = auth;
      if (body.type) headers['content-type'] = body.type;
      return { method: op.method, path: `${path}${query}`, headers, body: body.body, shape: body.shape };
    });
}

export interface Verdict {
  problem: string | null;
  status: number;
}

/** What must hold for every answer. */
export async function judge(op: Operation, res: Response): Promise<Verdict> {
  const status = res.status;
  const text = await res.text();
  if (status >= 500) return { status, problem: `${status}: ${text.slice(0, 300)}` };
  if (!(String(status) in op.responses) && !('default' in op.responses)) {
    return { status, problem: `status ${status} is not documented: ${text.slice(0, 200)}` };
  }
  if ((res.headers.get('content-type') ?? '').includes('application/json') && text) {
    let body: { code?: unknown };
    try {
      body = JSON.parse(text) as { code?: unknown };
    } catch {
      return { status, problem: 'a JSON answer that does not parse' };
    }
    if ('code' in body && body.code !== status)
      return { status, problem: `envelope code ${String(body.code)}` };
  }
  if (!res.headers.get('x-request-id')) return { status, problem: 'no X-Request-Id' };
  return { status, problem: null };
}
