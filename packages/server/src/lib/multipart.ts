import type { Context } from 'hono';
import { ApiError } from '../errors.ts';

export type FormFields = Record<string, string | File | (string | File)[]>;

/** Parses multipart/form-data; another content type is 415, a broken body 400. */
export async function readMultipart(c: Context): Promise<FormFields> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw new ApiError(415, '파일은 multipart/form-data 형식으로 보내 주세요.');
  }
  try {
    return (await c.req.parseBody({ all: true })) as FormFields;
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError(400, '요청 본문(multipart)을 읽을 수 없어요.');
  }
}

export function filesOf(form: FormFields, name: string): File[] {
  const value = form[name] ?? form[`${name}[]`];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((v): v is File => typeof v !== 'string');
}
