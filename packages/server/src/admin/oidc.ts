// Staff sign-in through the organisation's OpenID Connect provider (Authentik, Keycloak, Google Workspace …) with
// openid-client: authorization code flow with PKCE, state and nonce (kept in the database for 10 minutes, so any
// instance can finish a sign-in another started). Who may enter: a member whose provider account is bound to a
// staff row (by `sub` after a first sign-in, or by verified e-mail — the staff list is the allow-list), or, with
// ADMIN_OIDC_ROLE_CLAIM, anyone whose claim names a staff role (their staff row is created and its role kept in
// step with the provider at each sign-in).
import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@jjinbbang/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { type StaffRow, staff, staffOidcRequests } from '../db/schema.ts';
import { ApiError, forbidden } from '../errors.ts';
import { recordAudit } from './audit.ts';
import type { AdminOidcConfig } from './oidc-config.ts';

const REQUEST_MINUTES = 10;
export const CALLBACK_PATH = '/api/admin/auth/oidc/callback';

let discovered: { key: AdminOidcConfig; config: Promise<client.Configuration> } | null = null;

/** The provider's configuration, discovered once per process (again after a failure). */
function providerConfig(oidc: AdminOidcConfig): Promise<client.Configuration> {
  if (discovered?.key === oidc) return discovered.config;
  const insecure = oidc.issuer.protocol === 'http:';
  const config = client
    .discovery(oidc.issuer, oidc.clientId, oidc.clientSecret ?? undefined, undefined, {
      // Plain http only for a provider on this machine (checked in oidc-config.ts): development and the tests.
      ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
      timeout: 10,
    })
    .catch((err) => {
      discovered = null;
      throw err;
    });
  discovered = { key: oidc, config };
  return config;
}

export function redirectUriOf(ctx: AppContext, oidc: AdminOidcConfig, requestUrl: string): string {
  return oidc.redirectUri ?? `${ctx.config.publicBaseUrl ?? new URL(requestUrl).origin}${CALLBACK_PATH}`;
}

/** Where the browser goes to sign in; the request's checks are stored under its `state`. */
export async function startOidc(
  ctx: AppContext,
  oidc: AdminOidcConfig,
  requestUrl: string,
  returnTo: string | undefined,
): Promise<URL> {
  const config = await providerConfig(oidc).catch((err) => {
    ctx.logger.error({ err }, 'OpenID Connect discovery failed');
    throw new ApiError(503, '회사 계정 로그인 서버에 연결할 수 없어요. 잠시 후 다시 시도해 주세요.');
  });
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await ctx.db
    .delete(staffOidcRequests)
    .where(lt(staffOidcRequests.createdAt, sql`now() - make_interval(mins => ${REQUEST_MINUTES})`));
  await ctx.db.insert(staffOidcRequests).values({ state, nonce, codeVerifier, returnTo: returnTo ?? null });
  return client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUriOf(ctx, oidc, requestUrl),
    scope: oidc.scope,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
}

function roleFromClaim(oidc: AdminOidcConfig, claims: Record<string, unknown>): StaffRole | null {
  if (!oidc.roleClaim) return null;
  const value = claims[oidc.roleClaim];
  const values = Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string'
      ? value.split(/[\s,]+/)
      : [];
  if (values.some((v) => oidc.adminValues.includes(v))) return 'admin';
  if (values.some((v) => oidc.moderatorValues.includes(v))) return 'moderator';
  return null;
}

/** A login for a member created from the provider: the e-mail's local part (or the subject), made unique. */
async function freshLogin(db: Db, claims: Record<string, unknown>): Promise<string> {
  const source =
    (typeof claims.preferred_username === 'string' && claims.preferred_username) ||
    (typeof claims.email === 'string' && claims.email.split('@')[0]) ||
    'staff';
  const base =
    source
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .replace(/^[._-]+/, '')
      .slice(0, 30) || 'staff';
  const padded = base.length >= 3 ? base : `${base}-staff`;
  for (let i = 0; i < 50; i++) {
    const login = i === 0 ? padded : `${padded}-${i + 1}`;
    const [taken] = await db.select({ id: staff.id }).from(staff).where(eq(staff.login, login)).limit(1);
    if (!taken) return login;
  }
  return `${padded}-${randomBytes(3).toString('hex')}`;
}

/**
 * Finishes a sign-in: checks the provider's answer (state, PKCE, nonce, ID token) and finds the staff member.
 * Returns the member and where the browser returns to.
 */
export async function finishOidc(
  ctx: AppContext,
  oidc: AdminOidcConfig,
  callbackUrl: URL,
): Promise<{ member: StaffRow; returnTo: string | null }> {
  const state = callbackUrl.searchParams.get('state') ?? '';
  const [pending] = await ctx.db
    .delete(staffOidcRequests)
    .where(
      and(
        eq(staffOidcRequests.state, state),
        sql`${staffOidcRequests.createdAt} > now() - make_interval(mins => ${REQUEST_MINUTES})`,
      ),
    )
    .returning();
  if (!pending) throw forbidden('로그인 요청이 만료됐어요. 처음부터 다시 로그인해 주세요.');
  const config = await providerConfig(oidc);
  let claims: Record<string, unknown>;
  try {
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    claims = (tokens.claims() ?? {}) as Record<string, unknown>;
  } catch (err) {
    ctx.logger.warn({ err }, 'OpenID Connect sign-in refused');
    throw forbidden('회사 계정 로그인을 확인하지 못했어요. 다시 시도해 주세요.');
  }
  const subject = String(claims.sub ?? '');
  const email =
    typeof claims.email === 'string' && claims.email_verified === true ? claims.email.toLowerCase() : null;
  const claimedRole = roleFromClaim(oidc, claims);
  const displayName =
    (typeof claims.name === 'string' && claims.name.slice(0, 40)) || email || subject.slice(0, 40);

  const member = await ctx.db.transaction(async (tx) => {
    let [row] = await tx.select().from(staff).where(eq(staff.oidcSubject, subject)).limit(1);
    if (!row && email) [row] = await tx.select().from(staff).where(eq(staff.email, email)).limit(1);
    if (!row && !claimedRole) return null;
    if (row?.oidcSubject && row.oidcSubject !== subject) return null;
    if (!row) {
      const [created] = await tx
        .insert(staff)
        .values({
          login: await freshLogin(tx, claims),
          displayName,
          role: claimedRole as StaffRole,
          email,
          oidcSubject: subject,
        })
        .returning();
      if (!created) return null;
      await recordAudit(tx, null, {
        action: 'staff.create',
        targetType: 'staff',
        targetId: created.id,
        reason: `OpenID Connect (${oidc.roleClaim})`,
        after: { login: created.login, displayName, role: created.role, email },
      });
      return created;
    }
    // A role the provider's claim names wins; without one the staff row's role stands (the e-mail allow-list).
    const role = claimedRole ?? row.role;
    if (row.oidcSubject !== subject || row.role !== role) {
      const [updated] = await tx
        .update(staff)
        .set({ oidcSubject: subject, role })
        .where(eq(staff.id, row.id))
        .returning();
      if (row.role !== role)
        await recordAudit(tx, null, {
          action: 'staff.update',
          targetType: 'staff',
          targetId: row.id,
          reason: `OpenID Connect (${oidc.roleClaim})`,
          before: { role: row.role },
          after: { role },
        });
      row = updated ?? row;
    }
    return row;
  });
  if (!member) throw forbidden('운영진으로 등록되지 않은 계정이에요. 관리자에게 등록을 요청해 주세요.');
  if (member.disabled) throw forbidden('사용이 중지된 운영진 계정이에요. 관리자에게 문의해 주세요.');
  return { member, returnTo: pending.returnTo };
}
