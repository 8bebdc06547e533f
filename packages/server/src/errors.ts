import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import type { ZodType } from 'zod';
import type { AppRequest, RouteRequest } from './env.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseUnavailable,
} from './lib/faults.ts';
import { unexpectedErrors } from './lib/metrics.ts';

/** An error the client is meant to see: its status and Korean message go into the envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** Extra response headers (e.g. `Retry-After` on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = '로그인이 필요해요.') => new ApiError(401, message);
export const forbidden = (message = '권한이 없어요.') => new ApiError(403, message);
export const notFound = (message = '찾을 수 없어요.') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const unprocessable = (message: string) => new ApiError(422, message);
export const tooMany = (message = '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.') =>
  new ApiError(429, message);

const STATUS_MESSAGES: Record<number, string> = {
  400: '요청이 올바르지 않아요.',
  401: '로그인이 필요해요.',
  403: '권한이 없어요.',
  404: '요청한 주소를 찾을 수 없어요.',
  405: '허용되지 않은 요청 방식이에요.',
  409: '이미 처리된 요청이에요.',
  413: '요청 크기가 너무 커요.',
  415: '지원하지 않는 형식이에요.',
  422: '요청 값을 처리할 수 없어요.',
  429: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.',
  500: '서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.',
  503: DATABASE_UNAVAILABLE_MESSAGE,
  507: '서버의 저장 공간이 부족해요. 잠시 후 다시 시도해 주세요.',
};

/**
 * An error answer: the envelope of api-contract §1 and the request's id, which the user can quote and which every
 * log line of the request carries (also in the X-Request-Id header).
 */
export function envelope(c: Context, status: ContentfulStatusCode, message: string) {
  const requestId = (c.get('requestId') as string | undefined) ?? '';
  return c.json({ code: status, message, data: null, requestId }, status);
}

export interface ResponseCheck {
  logger: Logger;
}

/** Turns on response validation for this request (development and tests; see config.validateResponses). */
export function enableResponseCheck(c: AppRequest, check: ResponseCheck) {
  c.set('responseCheck', check);
}

/**
 * A 200 envelope. With a Domain response schema and validation on, a response that breaks the contract is
 * logged and turned into a 500 instead of reaching the client.
 */
export function ok<T>(c: RouteRequest, data: T, message = '요청에 성공했어요.', schema?: ZodType) {
  const body = { code: 200, message, data };
  const check = c.get('responseCheck');
  if (schema && check) {
    const result = schema.safeParse(body);
    if (!result.success) {
      check.logger.error(
        { path: c.req.path, issues: result.error.issues.slice(0, 5) },
        'response breaks the wire contract',
      );
      throw new Error(`response of ${c.req.path} breaks the wire contract`);
    }
  }
  return c.json(body, 200);
}

/**
 * Like {@link ok} for data that is already JSON: text (built by the database) or its UTF-8 bytes (assembled from
 * cached bytes, sent without being decoded and encoded again).
 */
export function okJson(
  c: RouteRequest,
  dataJson: string | Uint8Array,
  message = '요청에 성공했어요.',
  schema?: ZodType,
) {
  const check = c.get('responseCheck');
  if (schema && check) {
    const text = typeof dataJson === 'string' ? dataJson : new TextDecoder().decode(dataJson);
    return ok(c, JSON.parse(text) as unknown, message, schema);
  }
  const head = `{"code":200,"message":${JSON.stringify(message)},"data":`;
  const body =
    typeof dataJson === 'string'
      ? `${head}${dataJson}}`
      : Buffer.concat([Buffer.from(head), dataJson, CLOSING_BRACE]);
  return c.body(body, 200, { 'content-type': 'application/json; charset=UTF-8' });
}

const CLOSING_BRACE = Buffer.from('}');

/**
 * The single error middleware: known errors keep their status; anything else is logged (with the request id, see
 * logger.ts) and becomes a 500 whose message gives the id to quote. The process keeps serving: such an error
 * ended one request's promise chain and nothing else (docs/adr/0021).
 */
export function handleError(err: unknown, c: Context, logger: Logger): Response {
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return envelope(c, err.status, err.message);
  }
  if (err instanceof HTTPException && err.status < 500) {
    return envelope(c, err.status, statusMessage(err.status));
  }
  if (isClientGone(err)) {
    logger.info(
      { method: c.req.method, path: c.req.path },
      'the client went away before its request was read',
    );
    return envelope(c, 400, '요청 본문을 읽을 수 없어요.');
  }
  const down = databaseUnavailable(err);
  if (down) {
    logger.warn({ cause: down, method: c.req.method, path: c.req.path }, 'database unavailable');
    c.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return envelope(c, 503, DATABASE_UNAVAILABLE_MESSAGE);
  }
  unexpectedErrors.inc({ where: 'request' });
  logger.error({ err, method: c.req.method, path: c.req.path }, 'unhandled error');
  const requestId = (c.get('requestId') as string | undefined) ?? '';
  return envelope(c, 500, `${STATUS_MESSAGES[500]} (문의 시 코드: ${requestId})`);
}

/**
 * A request body that ended because its connection did: Node's 'aborted' (code ECONNRESET) or ECONNABORTED. Only
 * these, since a database connection that resets also says ECONNRESET, with another message.
 */
function isClientGone(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'ECONNABORTED' || (err instanceof Error && err.message === 'aborted');
}

export function statusMessage(status: number): string {
  return STATUS_MESSAGES[status] ?? '요청을 처리할 수 없어요.';
}
