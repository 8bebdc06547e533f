import { wireFieldLabel } from '@jjinbbang/domain';
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from '../errors.ts';

type Issue = z.core.$ZodRawIssue;

/**
 * How a 400 names a field: its Korean name with the wire path for developers, e.g. `보증금('generalReview.deposit')`;
 * a field without a Korean name is named by its path alone.
 */
export function fieldName(path: readonly PropertyKey[] | undefined): string {
  if (!path || path.length === 0) return '요청 본문';
  const keys = path.map((p) => (typeof p === 'number' ? p : String(p)));
  const dotted = keys
    .map((p) => (typeof p === 'number' ? `[${p}]` : p))
    .join('.')
    .replace(/\.\[/g, '[');
  const label = wireFieldLabel(keys);
  return label ? `${label}('${dotted}')` : `'${dotted}'`;
}

const count = (n: unknown) =>
  typeof n === 'number' || typeof n === 'bigint' ? n.toLocaleString('ko-KR') : String(n);

/** Korean default messages naming the field; messages a schema defines itself take precedence. */
function koreanMessage(issue: Issue): string {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `${field} 항목이 필요해요.`
        : `${field} 항목의 형식이 올바르지 않아요. (${typeLabel(issue.expected)} 필요)`;
    case 'too_small':
      return issue.origin === 'string'
        ? `${field} 항목은 ${count(issue.minimum)}자 이상이어야 해요.`
        : issue.origin === 'array'
          ? `${field} 항목은 ${count(issue.minimum)}개 이상이어야 해요.`
          : `${field} 항목은 ${count(issue.minimum)} 이상이어야 해요.`;
    case 'too_big':
      return issue.origin === 'string'
        ? `${field} 항목은 ${count(issue.maximum)}자 이하여야 해요.`
        : issue.origin === 'array'
          ? `${field} 항목은 ${count(issue.maximum)}개 이하여야 해요.`
          : `${field} 항목은 ${count(issue.maximum)} 이하여야 해요.`;
    case 'invalid_value':
      return `${field} 항목은 ${issue.values.map(String).join(', ')} 중 하나여야 해요.`;
    case 'unrecognized_keys':
      return `알 수 없는 항목이 있어요: ${issue.keys.join(', ')}`;
    case 'invalid_format':
      return `${field} 항목의 형식이 올바르지 않아요.`;
    case 'custom':
      if (issue.params?.nul === true) return `${field} 항목에 쓸 수 없는 문자(NUL)가 들어 있어요.`;
      if (issue.params?.korea === true) return `${field} 항목은 대한민국 안의 위치여야 해요.`;
      return `${field} 항목의 값이 올바르지 않아요.`;
    default:
      return `${field} 항목의 값이 올바르지 않아요.`;
  }
}

function typeLabel(expected: string): string {
  const labels: Record<string, string> = {
    string: '문자열',
    number: '숫자',
    int: '정수',
    boolean: '참/거짓',
    array: '목록',
    object: '객체',
  };
  return labels[expected] ?? expected;
}

/** Validates with a Domain schema; the first issue becomes a 400 with a Korean message naming the field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input, { error: (issue) => koreanMessage(issue) });
  if (result.success) return result.data;
  throw new ApiError(400, firstMessage(result.error));
}

/** The Korean message of the first problem of `input`, or null when it is valid. */
export function validationMessage(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input, { error: (issue) => koreanMessage(issue) });
  return result.success ? null : firstMessage(result.error);
}

function firstMessage(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return '요청 값이 올바르지 않아요.';
  // Messages a schema wrote in Korean are kept; anything else is replaced by a Korean one naming the field.
  return /[가-힣]/.test(first.message)
    ? first.message
    : `${fieldName(first.path)} 항목의 값이 올바르지 않아요.`;
}

/** Reads a JSON body: wrong content type 415, malformed JSON 400; an empty body reads as `{}`. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  let text: string;
  try {
    text = await c.req.text();
  } catch (err) {
    // The body could not be read to its end: the client went away, or its chunked encoding was broken.
    if (err instanceof ApiError) throw err;
    throw new ApiError(400, '요청 본문을 읽을 수 없어요.');
  }
  if (text.trim() === '') return {};
  if (!/^application\/(?:[\w.+-]*\+)?json\b/i.test(type)) {
    throw new ApiError(415, '요청 본문은 JSON(Content-Type: application/json)이어야 해요.');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, '요청 본문이 올바른 JSON 형식이 아니에요.');
  }
}
