import type { StaffRole } from '@jjinbbang/domain';
import { createStaff } from '../src/admin/staff.ts';
import type { TestServer } from './helpers.ts';

export const STAFF_PASSWORD = 'correct horse battery';

export interface StaffClient {
  id: number;
  login: string;
  cookie: string;
  csrf: string;
  /** An admin API call with the session cookie (and the CSRF token unless `csrf: false`). */
  call<T = unknown>(
    path: string,
    init?: RequestInit & { json?: unknown; csrf?: boolean },
  ): Promise<{ status: number; message: string; data: T }>;
  request(path: string, init?: RequestInit & { json?: unknown; csrf?: boolean }): Promise<Response>;
}

let counter = 0;

/** The session cookie a sign-in answer set. */
export function sessionCookie(res: Response): string {
  const set = res.headers.get('set-cookie') ?? '';
  const match = /jb_staff=([^;]+)/.exec(set);
  if (!match) throw new Error(`no staff session cookie in "${set}"`);
  return `jb_staff=${match[1]}`;
}

/** A new staff member of `role`, signed in with the local sign-in. */
export async function signInStaff(s: TestServer, role: StaffRole, login?: string): Promise<StaffClient> {
  const name = login ?? `${role}-${++counter}-${Math.random().toString(36).slice(2, 6)}`;
  const member = await createStaff(s.ctx.db, null, {
    login: name,
    displayName: role === 'admin' ? '관리자' : '운영자',
    role,
    password: STAFF_PASSWORD,
  });
  const res = await s.request('/api/admin/auth/login', {
    method: 'POST',
    json: { login: name, password: STAFF_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data: { csrfToken: string } };
  return staffClient(s, member.id, name, sessionCookie(res), body.data.csrfToken);
}

export function staffClient(
  s: TestServer,
  id: number,
  login: string,
  cookie: string,
  csrf: string,
): StaffClient {
  const request: StaffClient['request'] = (path, init = {}) => {
    const { csrf: withCsrf = true, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set('cookie', cookie);
    if (withCsrf) headers.set('x-csrf-token', csrf);
    return s.request(path, { ...rest, headers });
  };
  return {
    id,
    login,
    cookie,
    csrf,
    request,
    async call(path, init) {
      const res = await request(path, init);
      const body = (await res.json()) as { code: number; message: string; data: never };
      if (body.code !== res.status)
        throw new Error(`envelope code ${body.code} differs from HTTP ${res.status}`);
      return { status: res.status, message: body.message, data: body.data };
    },
  };
}
