// `npm run admin -- staff|certificates|reviews …`: the staff's decisions from a shell, through the same service
// functions as the admin API. With the embedded database held by a running server (one process per folder), the
// same commands go through that server's admin API instead (admin/local-api.ts, ADR 0071): `AdminOps` is the
// one interface both ways implement.
import {
  CERTIFICATE_REJECT_REASONS,
  type CertificateItem,
  type CertificateRejectReason,
  type CertificateState,
  MODERATOR_REVIEW_ACTIONS,
  type ModeratorReviewAction,
  STAFF_ROLES,
  type Staff,
  type StaffRole,
} from '@jjinbbang/domain';
import type { Actor } from '../admin/audit.ts';
import {
  approveCertificate,
  certificateDetail,
  listCertificates,
  rejectCertificate,
} from '../admin/certificates.ts';
import type { LocalAdminApi } from '../admin/local-api.ts';
import { actOnReview, reviewDetail } from '../admin/moderation.ts';
import { ADMIN_ACTOR_HEADER, ADMIN_TOKEN_HEADER } from '../admin/sessions.ts';
import { createStaff, findStaffByLogin, listStaff, updateStaff } from '../admin/staff.ts';
import type { AppContext } from '../context.ts';

/** A mistake in the command line: printed without a stack trace. */
export class StaffUsageError extends Error {}

export const STAFF_USAGE = `  staff add <login> --role admin|moderator [--name <표시 이름>] [--email <address>] [--no-password]
                     add a staff member; the password is read from standard input (one line, 10+ characters);
                     --no-password: signs in through OpenID Connect only (by --email or the provider's claim)
  staff list         every staff member
  staff disable <login> | staff enable <login>
  certificates [pending|approved|rejected]
                     the admission certificate queue (pending: oldest first)
  certificates approve <id> --university <id> --campus <id> --as <login>
  certificates reject <id> --reason ${CERTIFICATE_REJECT_REASONS.join('|')} [--note <text>] --as <login>
  reviews ${MODERATOR_REVIEW_ACTIONS.join('|')} <id> [--reason <text>] --as <login>
                     a decision on a review (blind and delete need --reason; the author is told it)
`;

/** What the staff commands need, directly on the database or through a running server's admin API. */
export interface AdminOps {
  via: 'database' | 'server';
  staffList(): Promise<Staff[]>;
  staffAdd(input: {
    login: string;
    displayName: string;
    role: StaffRole;
    password?: string;
    email?: string;
  }): Promise<Staff>;
  staffSetDisabled(login: string, disabled: boolean): Promise<Staff>;
  certificates(state: CertificateState): Promise<CertificateItem[]>;
  approve(as: string, id: number, universityId: number, campusId: number): Promise<CertificateItem>;
  reject(as: string, id: number, reason: CertificateRejectReason, note?: string): Promise<CertificateItem>;
  review(as: string, id: number, action: ModeratorReviewAction, reason?: string): Promise<{ status: string }>;
}

async function actorOf(ctx: AppContext, login: string): Promise<Actor> {
  const member = await findStaffByLogin(ctx.db, login);
  if (!member || member.disabled) throw new StaffUsageError(`'${login}' 운영진이 없거나 사용 중지됐어요.`);
  return { id: member.id, role: member.role };
}

export function databaseOps(ctx: AppContext): AdminOps {
  return {
    via: 'database',
    staffList: () => listStaff(ctx.db),
    staffAdd: (input) => createStaff(ctx.db, null, input),
    async staffSetDisabled(login, disabled) {
      const member = await findStaffByLogin(ctx.db, login);
      if (!member) throw new StaffUsageError(`'${login}' 운영진이 없어요.`);
      return updateStaff(ctx.db, null, member.id, { disabled });
    },
    async certificates(state) {
      return (await listCertificates(ctx.db, { state, page: 0, size: 100 })).items;
    },
    async approve(as, id, universityId, campusId) {
      const { version } = await currentCertificate(ctx, id);
      return approveCertificate(ctx, await actorOf(ctx, as), id, { version, universityId, campusId });
    },
    async reject(as, id, reason, note) {
      const { version } = await currentCertificate(ctx, id);
      return rejectCertificate(ctx, await actorOf(ctx, as), id, { version, reason, note });
    },
    async review(as, id, action, reason) {
      const { version } = await reviewDetail(ctx.db, id);
      return actOnReview(ctx, await actorOf(ctx, as), id, { action, version, reason });
    },
  };
}

const currentCertificate = (ctx: AppContext, id: number) => certificateDetail(ctx.db, id);

/** The same operations through a running server's admin API, authenticated by its local admin token. */
export function serverOps(api: LocalAdminApi, fetchImpl: typeof fetch = fetch): AdminOps {
  const call = async <T>(
    path: string,
    init: { method?: string; json?: unknown; as?: string } = {},
  ): Promise<T> => {
    const headers: Record<string, string> = { [ADMIN_TOKEN_HEADER]: api.token };
    if (init.as) headers[ADMIN_ACTOR_HEADER] = init.as;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetchImpl(new URL(path, api.url), {
      method: init.method ?? 'GET',
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    const body = (await res.json().catch(() => null)) as { message?: string; data?: T } | null;
    if (!res.ok) throw new StaffUsageError(body?.message ?? `서버가 ${res.status}로 답했어요.`);
    return body?.data as T;
  };
  const version = async (path: string) => (await call<{ version: number }>(path)).version;
  return {
    via: 'server',
    staffList: async () => (await call<{ items: Staff[] }>('/api/admin/staff')).items,
    staffAdd: (input) => call<Staff>('/api/admin/staff', { method: 'POST', json: input }),
    async staffSetDisabled(login, disabled) {
      const member = (await call<{ items: Staff[] }>('/api/admin/staff')).items.find(
        (m) => m.login === login,
      );
      if (!member) throw new StaffUsageError(`'${login}' 운영진이 없어요.`);
      return call<Staff>(`/api/admin/staff/${member.id}`, { method: 'PATCH', json: { disabled } });
    },
    certificates: async (state) =>
      (await call<{ items: CertificateItem[] }>(`/api/admin/certificates?state=${state}&size=100`)).items,
    approve: async (as, id, universityId, campusId) =>
      call<CertificateItem>(`/api/admin/certificates/${id}/approve`, {
        method: 'POST',
        as,
        json: { version: await version(`/api/admin/certificates/${id}`), universityId, campusId },
      }),
    reject: async (as, id, reason, note) =>
      call<CertificateItem>(`/api/admin/certificates/${id}/reject`, {
        method: 'POST',
        as,
        json: { version: await version(`/api/admin/certificates/${id}`), reason, ...(note ? { note } : {}) },
      }),
    review: async (as, id, action, reason) =>
      call<{ status: string }>(`/api/admin/reviews/${id}/actions`, {
        method: 'POST',
        as,
        json: { action, version: await version(`/api/admin/reviews/${id}`), ...(reason ? { reason } : {}) },
      }),
  };
}

/** `--name value` options and the positional arguments around them. */
function parseOptions(args: readonly string[], flags: readonly string[] = []) {
  const options: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg.startsWith('--')) {
      const name = arg.slice(2);
      if (flags.includes(name)) options[name] = 'true';
      else {
        const value = args[i + 1];
        if (value === undefined || value.startsWith('--')) throw new StaffUsageError(`${arg} needs a value`);
        options[name] = value;
        i++;
      }
    } else positional.push(arg);
  }
  return { options, positional };
}

const idOf = (text: string | undefined, what: string) => {
  const id = Number(text);
  if (!Number.isInteger(id) || id < 1) throw new StaffUsageError(`${what} must be a positive id`);
  return id;
};
const needAs = (options: Record<string, string>) => {
  if (!options.as)
    throw new StaffUsageError('--as <login> names the staff member deciding (the audit trail records it)');
  return options.as;
};

export interface StaffCommandDeps {
  ops: AdminOps;
  out: (line: string) => void;
  /** The password typed or piped on standard input. */
  readPassword: () => Promise<string>;
}

const describeCertificate = (c: CertificateItem) =>
  `certificate ${c.id}  student ${c.student.id} (${c.student.nickname})  ${c.state}  uploaded ${c.uploadedAt}` +
  `${c.resubmitted ? '  다시 올림' : ''}  pre-check: ${c.precheck.state}` +
  `${c.precheck.university ? ` ${c.precheck.university.name} (${Math.round((c.precheck.confidence ?? 0) * 100)}%)` : ''}`;

/** Runs a staff command; resolves with the exit code. */
export async function runStaffCommand(args: readonly string[], deps: StaffCommandDeps): Promise<number> {
  const { ops, out } = deps;
  const [group, sub, ...rest] = args;
  if (group === 'staff') {
    if (sub === 'list') {
      for (const m of await ops.staffList())
        out(
          `${m.login}  ${m.displayName}  ${m.role}${m.disabled ? '  (사용 중지)' : ''}${m.email ? `  ${m.email}` : ''}`,
        );
      return 0;
    }
    if (sub === 'add') {
      const { options, positional } = parseOptions(rest, ['no-password']);
      const [login] = positional;
      const role = options.role as StaffRole;
      if (!login || !STAFF_ROLES.includes(role))
        throw new StaffUsageError('staff add <login> --role admin|moderator');
      let password: string | undefined;
      if (!options['no-password']) {
        password = (await deps.readPassword()).replace(/\r?\n$/, '');
        if (password.length < 10)
          throw new StaffUsageError('비밀번호는 10자 이상이어야 해요 (standard input).');
      }
      const member = await ops.staffAdd({
        login: login.toLowerCase(),
        displayName: options.name ?? login,
        role,
        ...(password ? { password } : {}),
        ...(options.email ? { email: options.email } : {}),
      });
      out(`Added ${member.role} ${member.login} (${member.displayName}) via the ${ops.via}.`);
      return 0;
    }
    if (sub === 'disable' || sub === 'enable') {
      const [login] = rest;
      if (!login) throw new StaffUsageError(`staff ${sub} <login>`);
      const member = await ops.staffSetDisabled(login.toLowerCase(), sub === 'disable');
      out(`${member.login}: ${member.disabled ? 'disabled (sessions ended)' : 'enabled'}.`);
      return 0;
    }
    throw new StaffUsageError('staff add|list|disable|enable');
  }
  if (group === 'certificates') {
    if (sub === undefined || sub === 'pending' || sub === 'approved' || sub === 'rejected') {
      const items = await ops.certificates((sub ?? 'pending') as CertificateState);
      if (items.length === 0) out('No certificates.');
      for (const c of items) out(describeCertificate(c));
      return 0;
    }
    const { options, positional } = parseOptions(rest);
    const id = idOf(positional[0], 'certificate');
    if (sub === 'approve') {
      const done = await ops.approve(
        needAs(options),
        id,
        idOf(options.university, '--university'),
        idOf(options.campus, '--campus'),
      );
      out(
        `Certificate ${done.id} approved: ${done.decision?.university?.name} ${done.decision?.campus?.name}.`,
      );
      return 0;
    }
    if (sub === 'reject') {
      const reason = options.reason as CertificateRejectReason;
      if (!CERTIFICATE_REJECT_REASONS.includes(reason))
        throw new StaffUsageError(`--reason ${CERTIFICATE_REJECT_REASONS.join('|')}`);
      const done = await ops.reject(needAs(options), id, reason, options.note);
      out(`Certificate ${done.id} rejected (${reason}); the student was told.`);
      return 0;
    }
    throw new StaffUsageError('certificates [pending|approved|rejected] | approve | reject');
  }
  if (group === 'reviews') {
    const action = sub as ModeratorReviewAction;
    if (!MODERATOR_REVIEW_ACTIONS.includes(action))
      throw new StaffUsageError(`reviews ${MODERATOR_REVIEW_ACTIONS.join('|')} <id>`);
    const { options, positional } = parseOptions(rest);
    const done = await ops.review(needAs(options), idOf(positional[0], 'review'), action, options.reason);
    out(`Review ${positional[0]}: ${action} done (now ${done.status}).`);
    return 0;
  }
  throw new StaffUsageError(`Unknown command "${group}".`);
}

export const STAFF_COMMANDS = new Set(['staff', 'certificates', 'reviews']);
