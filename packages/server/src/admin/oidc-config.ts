// OpenID Connect for staff sign-in, from the environment (README "Staff sign-in"). Unset issuer: no OIDC, staff
// sign in with a login and password.
import { ConfigError } from '../config.ts';

export interface AdminOidcConfig {
  issuer: URL;
  clientId: string;
  clientSecret: string | null;
  /** Where the provider sends the browser back; default `<PUBLIC_BASE_URL or the request's origin>/api/admin/auth/oidc/callback`. */
  redirectUri: string | null;
  scope: string;
  /** The sign-in button's text. */
  label: string;
  /** A claim that names the member's role (`groups`, `roles`, …) and the values that mean each role. */
  roleClaim: string | null;
  adminValues: string[];
  moderatorValues: string[];
}

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function parseAdminOidc(env: NodeJS.ProcessEnv): AdminOidcConfig | null {
  if (!env.ADMIN_OIDC_ISSUER) return null;
  let issuer: URL;
  try {
    issuer = new URL(env.ADMIN_OIDC_ISSUER);
  } catch {
    throw new ConfigError(`ADMIN_OIDC_ISSUER must be a URL (got "${env.ADMIN_OIDC_ISSUER}")`);
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && loopback))
    throw new ConfigError(
      'ADMIN_OIDC_ISSUER must be https:// (plain http only for a provider on this machine)',
    );
  if (!env.ADMIN_OIDC_CLIENT_ID)
    throw new ConfigError('ADMIN_OIDC_ISSUER is set but ADMIN_OIDC_CLIENT_ID is missing');
  const roleClaim = env.ADMIN_OIDC_ROLE_CLAIM?.trim() || null;
  const adminValues = list(env.ADMIN_OIDC_ADMIN_VALUES);
  const moderatorValues = list(env.ADMIN_OIDC_MODERATOR_VALUES);
  if (roleClaim && adminValues.length + moderatorValues.length === 0)
    throw new ConfigError(
      'ADMIN_OIDC_ROLE_CLAIM needs ADMIN_OIDC_ADMIN_VALUES and/or ADMIN_OIDC_MODERATOR_VALUES',
    );
  return {
    issuer,
    clientId: env.ADMIN_OIDC_CLIENT_ID,
    clientSecret: env.ADMIN_OIDC_CLIENT_SECRET || null,
    redirectUri: env.ADMIN_OIDC_REDIRECT_URI || null,
    scope: env.ADMIN_OIDC_SCOPE || 'openid email profile',
    label: env.ADMIN_OIDC_LABEL || '회사 계정으로 로그인',
    roleClaim,
    adminValues,
    moderatorValues,
  };
}
