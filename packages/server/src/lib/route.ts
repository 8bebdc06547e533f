// How every API operation is declared: one `route({...})` gives the path, the method, who may call it, the request
// schemas and the responses. `app.openapi(declaration, handler)` (from @hono/zod-openapi) then routes the request,
// runs the guard, validates the input and records the operation for the OpenAPI document (lib/openapi.ts).
// Guide: packages/server/README.md "Adding a route".
import { timingSafeEqual } from 'node:crypto';
import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { bearer, optionalUser, requireUser, requireVerified } from '../auth/guard.ts';
import type { UserRow } from '../db/schema.ts';
import type { AppEnv, AppRequest, DeclaredRequest } from '../env.ts';
import { ApiError } from '../errors.ts';
import { readJson, validationMessage } from './validate.ts';

/**
 * Who may call an operation. `security` is what the document says (schemes in lib/openapi.ts `SECURITY_SCHEMES`),
 * `guard` what runs before the input is read, `errors` the statuses it can answer. A new kind of caller (the staff
 * console's session cookie) is a new entry here and a new scheme there.
 */
export const AUTH: Record<Auth, AuthKind> = {
  none: { label: '누구나', security: [], errors: [], guard: null },
  optional: {
    label: '누구나 (로그인하면 찜 여부가 함께 와요)',
    security: [{}, { bearer: [] }],
    errors: [401],
    guard: async (c: AppRequest) => void (await optionalUser(c, c.var.ctx)),
  },
  user: {
    label: '로그인한 사용자 (access token)',
    security: [{ bearer: [] }],
    errors: [401],
    guard: async (c: AppRequest) => void (await requireUser(c, c.var.ctx)),
  },
  verified: {
    label: '학교 인증을 마친 학생 (access token)',
    security: [{ bearer: [] }],
    errors: [401, 403],
    guard: async (c: AppRequest) => void (await requireVerified(c, c.var.ctx)),
  },
  refresh: {
    label: 'refresh token',
    security: [{ bearer: [] }],
    errors: [401],
    guard: bearerPresent('리프레시 토큰이 필요해요.'),
  },
  signup: {
    label: '회원가입 토큰 (signup token)',
    security: [{ bearer: [] }],
    errors: [401],
    guard: bearerPresent('회원가입 토큰이 필요해요.'),
  },
  metrics: {
    label: '운영자 (METRICS_TOKEN)',
    security: [{ metricsToken: [] }],
    errors: [401, 404],
    guard: async (c: AppRequest) => {
      const expected = c.var.ctx.config.metricsToken;
      if (!expected) throw new ApiError(404, '요청한 주소를 찾을 수 없어요.');
      const given = Buffer.from(bearer(c) ?? '');
      const wanted = Buffer.from(expected);
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
        throw new ApiError(401, '지표를 볼 권한이 없어요.');
    },
  },
};

export type Auth = 'none' | 'optional' | 'user' | 'verified' | 'refresh' | 'signup' | 'metrics';

interface AuthKind {
  label: string;
  security: Record<string, string[]>[];
  errors: number[];
  guard: ((c: AppRequest) => Promise<void>) | null;
}

/** What a handler finds in `c.var` after its route's guard. */
interface AuthVariables {
  none: object;
  optional: { user: UserRow | null };
  user: { user: UserRow };
  verified: { user: UserRow };
  refresh: { bearer: string };
  signup: { bearer: string };
  metrics: object;
}

/** The operation's token, signature not yet checked: refresh and signup handlers verify their own kind. */
function bearerPresent(message: string) {
  return async (c: AppRequest) => {
    const token = bearer(c);
    if (!token) throw new ApiError(401, message);
    (c as unknown as { set(key: 'bearer', value: string): void }).set('bearer', token);
  };
}

/** Statuses and what they mean, for the document's error responses. */
export const ERROR_STATUS_TEXT: Record<number, string> = {
  400: '입력이 올바르지 않아요 (message가 항목을 한국어로 말해요)',
  401: '로그인이 필요하거나 토큰이 만료됐어요',
  403: '권한이 없어요 (인증 상태, 작성자 아님)',
  404: '찾을 수 없어요',
  409: '이미 처리된 요청이에요',
  413: '요청이 너무 커요',
  415: '지원하지 않는 형식이에요',
  422: '값의 뜻이 맞지 않아요 (예: 최소 > 최대)',
  429: '요청이 너무 많아요 (Retry-After)',
};

/** Every error answer: the envelope of api-contract §1, plus the request id a user can quote. */
export const errorEnvelopeSchema = z.object({
  code: z.int(),
  message: z.string(),
  data: z.null(),
  requestId: z.string(),
});

export interface Declaration extends Omit<RouteConfig, 'responses' | 'middleware' | 'security'> {
  auth: Auth;
  /** The 200 answer: a Domain envelope schema, sent as JSON. */
  response?: z.ZodType;
  /** Other successful answers (files, pages, redirects), in @hono/zod-openapi's form. */
  responses?: RouteConfig['responses'];
  /** Error statuses beyond those the guard and the request schemas imply. */
  errors?: number[];
}

export type DeclaredRoute<D extends Declaration> = Omit<D, 'auth' | 'response' | 'responses' | 'errors'> & {
  middleware: MiddlewareHandler<{ Variables: AuthVariables[D['auth']] }>;
  responses: RouteConfig['responses'];
  security: Record<string, string[]>[];
};

/** The operation's declaration: give it to `app.openapi(declaration, handler)`. */
export function route<const D extends Declaration>(declaration: D): DeclaredRoute<D> {
  const { auth, response, responses, errors = [], ...config } = declaration;
  const kind: AuthKind = AUTH[auth];
  const request = config.request;
  const jsonSchema = zodSchemaOf(request?.body?.content?.['application/json']);
  const declared: DeclaredRequest = { query: request?.query, param: request?.params, json: jsonSchema };
  const statuses = new Set([
    ...kind.errors,
    ...(request?.query ? [400] : []),
    ...(request?.params
      ? [request.params instanceof z.ZodType && NAMING.has(request.params) ? 404 : 400]
      : []),
    ...(request?.body ? [400, 413, 415] : []),
    ...errors,
  ]);
  const errorResponses = Object.fromEntries(
    [...statuses]
      .sort((a, b) => a - b)
      .map((status) => [
        status,
        {
          description: ERROR_STATUS_TEXT[status] ?? '오류',
          content: { 'application/json': { schema: errorEnvelopeSchema } },
        },
      ]),
  );
  const prepare: MiddlewareHandler<AppEnv> = async (c, next) => {
    c.set('declared', declared);
    if (kind.guard) await kind.guard(c);
    if (jsonSchema) await preloadJson(c);
    await next();
  };
  return createRoute({
    ...config,
    description: [config.description, `인증: ${kind.label}`].filter(Boolean).join('\n\n'),
    security: kind.security,
    'x-auth': auth,
    middleware: prepare,
    responses: {
      ...(response
        ? { 200: { description: '성공', content: { 'application/json': { schema: response } } } }
        : {}),
      ...errorResponses,
      ...responses,
    },
  }) as unknown as DeclaredRoute<D>;
}

function zodSchemaOf(media: unknown): z.ZodType | undefined {
  const schema = (media as { schema?: unknown } | undefined)?.schema;
  return schema instanceof z.ZodType ? schema : undefined;
}

/**
 * Reads a JSON body the way the API always has (an empty body is `{}`, another content type 415, malformed JSON
 * 400, in Korean) and hands the value to the validator that follows.
 */
async function preloadJson(c: AppRequest) {
  await readJson(c);
  // The validator parses the cached text again (with no content type it reads nothing): an empty body is `{}`.
  // Hono's cache holds promises, though its type says values.
  if (c.req.header('content-type') && (await c.req.text()).trim() === '') {
    Object.assign(c.req.bodyCache, { text: Promise.resolve('{}') });
  }
}

/** A JSON request body validated by the library against `schema`. */
export const jsonBody = <S extends z.ZodType>(schema: S) =>
  ({ required: true, content: { 'application/json': { schema } } }) as const;

/**
 * A request body the handler validates itself, because a rule comes first (a review's kind must match its path,
 * an edit's schema depends on the stored review): described in the document, not checked by the library.
 */
export const describedBody = (schema: z.ZodType, mediaType = 'application/json') => ({
  required: true,
  content: { [mediaType]: { schema: toJsonSchema(schema, 'input') } },
});

/** A multipart/form-data body, read as a stream by the handler (lib/multipart.ts): its fields for the document. */
export function multipartBody(fields: {
  properties: Record<string, Record<string, unknown>>;
  required: string[];
  description: string;
}) {
  return {
    required: true,
    description: fields.description,
    content: {
      'multipart/form-data': {
        schema: { type: 'object' as const, properties: fields.properties, required: fields.required },
      },
    },
  };
}

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1), from zod itself: every bound, pattern and enum kept. */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return json;
}

/**
 * A query schema whose raw values `normalize` rewrites first (an older parameter name, an empty list); the
 * document describes `schema`.
 */
export function normalizedQuery<S extends z.ZodObject>(
  normalize: (query: Record<string, unknown>) => Record<string, unknown>,
  schema: S,
) {
  return z.record(z.string(), z.unknown()).transform(normalize).pipe(schema);
}

/** Path parameter schemas that name a resource: a value that names nothing is a 404 rather than a 400. */
const NAMING = new WeakSet<z.ZodType>();

export function naming<S extends z.ZodObject>(params: S): S {
  NAMING.add(params);
  return params;
}

/** `{id}` in a path: a positive 32-bit integer written in digits; anything else is a 404 with `notFound`. */
export function idParams(notFound: string) {
  return naming(
    z.object({
      id: z
        .string()
        .regex(/^\d{1,10}$/, { error: notFound })
        .transform(Number)
        .pipe(z.int().min(1, { error: notFound }).max(2147483647, { error: notFound })),
    }),
  );
}

/**
 * Turns a validation failure into the API's answer, in one place: a 400 whose Korean message names the field
 * (lib/validate.ts), or a 404 for a path that names nothing (`naming`). The library reports the failure; the
 * schema is parsed again with the Korean messages only then.
 */
function koreanValidation(
  result: { success: boolean; target: string; data?: unknown },
  c: AppRequest,
): undefined {
  if (result.success) return;
  const target = result.target as keyof DeclaredRequest;
  const schema = c.get('declared')?.[target];
  const message = schema instanceof z.ZodType ? validationMessage(schema, result.data) : null;
  if (target === 'param' && schema instanceof z.ZodType && NAMING.has(schema)) {
    throw new ApiError(404, message ?? '찾을 수 없어요.');
  }
  throw new ApiError(400, message ?? '요청 값이 올바르지 않아요.');
}

/** A router of the API: every route module declares its operations on one of these. */
export const createRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: koreanValidation });
