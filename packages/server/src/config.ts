import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  DEFAULT_CAMPUS_RADIUS_METRES,
  DEFAULT_JEONSE_CONVERSION_RATE,
  isValidConversionRate,
} from '@jjinbbang/domain';

import { type AdminOidcConfig, parseAdminOidc } from './admin/oidc-config.ts';

export const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** What one student may create, per account (lib/quotas.ts): a few a day, some an hour. */
export const DEFAULT_QUOTAS = {
  /** Certificate uploads a day (JB_QUOTA_CERTIFICATES_PER_DAY): one, maybe again with a clearer scan. */
  certificateUploads: 5,
  /** Reviews an hour (JB_QUOTA_REVIEWS_PER_HOUR): a student writes about the few places they have lived. */
  reviews: 10,
  /** Reports an hour (JB_QUOTA_REPORTS_PER_HOUR). */
  reports: 10,
  /** Nickname changes a day (JB_QUOTA_NICKNAME_CHANGES_PER_DAY): a name is an identity, not a status line. */
  nicknameChanges: 3,
} as const;
export type QuotaName = keyof typeof DEFAULT_QUOTAS;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absent: embedded PGlite in `dataDir/pglite` (or in memory for tests). */
  databaseUrl: string | null;
  /** PostgreSQL pool size and timeouts (DATABASE_POOL_MAX, DATABASE_CONNECT_TIMEOUT, DATABASE_STATEMENT_TIMEOUT). */
  databaseLimits: { max: number; connectMs: number; statementMs: number };
  dataDir: string;
  /** Absolute base for URLs in responses; null = relative `/files/...` paths. */
  publicBaseUrl: string | null;
  jwtSecret: Uint8Array;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  signupTokenTtl: number;
  /** Seconds a just-replaced refresh token still renews (to the same new token); 0 turns the grace off. */
  refreshReuseGrace: number;
  /**
   * Proxies in front of the server that append the client's address to `X-Forwarded-For` (0: none, the socket's
   * address is the client). Rate limits per address read the entry this many places from the right.
   */
  trustProxy: number;
  /** Allowed OAuth redirect URIs; entries ending in `*` are prefixes, `http://localhost:*` means any port. */
  oauthRedirectAllowlist: string[];
  /** Browser origins allowed to call the API (CORS); `http://localhost:*` matches any port. */
  corsOrigins: string[];
  kakaoRestApiKey: string | null;
  kakaoClientSecret: string | null;
  /**
   * The development tools — the local sign-in provider (any test account, to anyone) and the mail outbox
   * (`GET /api/dev/outbox`, every code sent) — are on only when asked for with `DEV_TOOLS=on`, never in production
   * and never beside a real provider (Kakao or SMTP): with real sign-in and an open outbox anyone could read a code
   * sent to any school address and verify an account without owning the mailbox.
   */
  devTools: boolean;
  /** Why `DEV_TOOLS=on` was not honoured (a real provider is configured), for the start-up log; null otherwise. */
  devToolsRefused: string | null;
  /** Per-student quotas (DEFAULT_QUOTAS, JB_QUOTA_*). */
  quotas: Record<QuotaName, number>;
  smtpUrl: string | null;
  mailFrom: string;
  uploadDir: string;
  logLevel: string;
  seed: boolean;
  /** General buildings in the first-start seed; null = the generator's realistic default. */
  seedBuildings: number | null;
  /** Check every response against its Domain schema (default on outside production). */
  validateResponses: boolean;
  /** 전월세 전환율 per year for 월 실거주비; JB_JEONSE_CONVERSION_RATE, default the legal cap. */
  conversionRate: number;
  /** Walking radius around a campus, metres (JB_CAMPUS_RADIUS_METRES, default 1500). */
  campusRadiusMetres: number;
  /** The app's production build to serve (APP_DIR, packages/app/dist); null = the API only (src/static.ts). */
  appDir: string | null;
  /** SOURCE_MAPS=on: serve the build's source maps with the app (off: they are never sent; src/static.ts). */
  serveSourceMaps: boolean;
  /** The staff console's production build, served at /console (CONSOLE_DIR, packages/console/dist); null = none. */
  consoleDir: string | null;
  /** TLS_CERT_FILE and TLS_KEY_FILE (PEM): HTTPS with HTTP/2 (and HTTP/1.1 for old clients); null = plain HTTP. */
  tls: { certFile: string; keyFile: string } | null;
  /** Photo decodes and variant renders at once (PHOTO_RENDER_CONCURRENCY); see services/render-pool.ts. */
  photoRenderConcurrency: number;
  /** OpenID Connect for staff sign-in (ADMIN_OIDC_*); null = local staff sign-in only. */
  adminOidc: AdminOidcConfig | null;
  /** Bearer token that opens GET /metrics on the API's port (METRICS_TOKEN); null: not served there. */
  metricsToken: string | null;
  /** A port of its own for GET /metrics without a token (METRICS_PORT, on METRICS_HOST); null: none. */
  metrics: { port: number; host: string } | null;
  /** S3-compatible object storage for uploads; null = local disk (UPLOAD_DIR). */
  s3: {
    endpoint: string;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
  } | null;
}

export class ConfigError extends Error {}

/** Parses durations such as `900`, `30m`, `14d`, `12h`, `45s` into seconds. */
export function parseDuration(value: string, name: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!match)
    throw new ConfigError(`${name} must be a duration like 30m, 14d or a number of seconds (got "${value}")`);
  const n = Number(match[1]);
  const unit = match[2] || 's';
  const factor = unit === 'd' ? 86400 : unit === 'h' ? 3600 : unit === 'm' ? 60 : 1;
  const seconds = n * factor;
  if (seconds <= 0) throw new ConfigError(`${name} must be positive`);
  return seconds;
}

function parseSeedBuildings(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new ConfigError(`SEED_BUILDINGS must be a positive whole number (got "${value}")`);
  return n;
}

function parseCount(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new ConfigError(`${name} must be a whole number ≥ 0 (got "${value}")`);
  return n;
}

/** A yearly rate as `0.045` or `4.5%`, within the legal ceiling of 10%. */
function parseRate(value: string | undefined, name: string): number {
  if (value === undefined || value === '') return DEFAULT_JEONSE_CONVERSION_RATE;
  const text = value.trim();
  const rate = text.endsWith('%') ? Number(text.slice(0, -1)) / 100 : Number(text);
  if (!isValidConversionRate(rate))
    throw new ConfigError(
      `${name} must be a yearly rate above 0 and at most 10% (0.045 or 4.5%; got "${value}")`,
    );
  return rate;
}

function parseRadius(value: string | undefined, name: string): number {
  if (value === undefined || value === '') return DEFAULT_CAMPUS_RADIUS_METRES;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 100 || n > 10_000)
    throw new ConfigError(`${name} must be whole metres between 100 and 10000 (got "${value}")`);
  return n;
}

/**
 * Default: one render per spare core, at most two, so libuv's four threads always keep two for file reads and
 * writes however many photos arrive.
 */
function parseRenderConcurrency(value: string | undefined): number {
  if (value === undefined || value === '') return Math.max(1, Math.min(2, availableParallelism() - 1));
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new ConfigError(`PHOTO_RENDER_CONCURRENCY must be a whole number from 1 to 64 (got "${value}")`);
  return n;
}

function parsePoolMax(value: string | undefined): number {
  if (value === undefined || value === '') return 10;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1000)
    throw new ConfigError(`DATABASE_POOL_MAX must be a whole number from 1 to 1000 (got "${value}")`);
  return n;
}

function parseQuota(value: string | undefined, name: string, quota: QuotaName): number {
  if (value === undefined || value === '') return DEFAULT_QUOTAS[quota];
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 100_000)
    throw new ConfigError(`${name} must be a whole number between 1 and 100000 (got "${value}")`);
  return n;
}

function readFlag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'off', 'false', 'no'].includes(value.toLowerCase());
}

const DEV_REDIRECTS = ['http://localhost:*/login/kakao', 'http://127.0.0.1:*/login/kakao'];

/** The development JWT secret is generated once and kept in DATA_DIR so tokens survive restarts. */
function devSecret(dataDir: string): Uint8Array {
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const mode =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = resolve(env.DATA_DIR || join(PACKAGE_ROOT, '.data'));
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be 0..65535 (got "${env.PORT}")`);

  const kakaoRestApiKey = env.KAKAO_REST_API_KEY || null;
  if (mode === 'production' && !kakaoRestApiKey) {
    throw new ConfigError(
      'NODE_ENV=production requires KAKAO_REST_API_KEY: the local sign-in provider is for development only.',
    );
  }
  // Exactly "on": a security switch is not guessed from "1", "yes" or a typo.
  const devToolsAsked = (env.DEV_TOOLS ?? '').trim().toLowerCase() === 'on';
  if (mode === 'production' && devToolsAsked)
    throw new ConfigError(
      'DEV_TOOLS=on is refused with NODE_ENV=production: the development tools are for development only.',
    );
  const realProviders = [kakaoRestApiKey && 'KAKAO_REST_API_KEY', env.SMTP_URL && 'SMTP_URL'].filter(Boolean);
  const devToolsRefused =
    devToolsAsked && realProviders.length > 0
      ? `DEV_TOOLS=on is ignored because ${realProviders.join(' and ')} ${realProviders.length > 1 ? 'are' : 'is'} set`
      : null;
  let jwtSecret: Uint8Array;
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
    jwtSecret = new TextEncoder().encode(env.JWT_SECRET);
  } else if (mode === 'production') {
    throw new ConfigError('NODE_ENV=production requires JWT_SECRET (at least 32 characters).');
  } else {
    jwtSecret = overrides.jwtSecret ?? devSecret(dataDir);
  }
  const allowlist = env.OAUTH_REDIRECT_ALLOWLIST
    ? env.OAUTH_REDIRECT_ALLOWLIST.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : mode === 'production'
      ? []
      : DEV_REDIRECTS;
  let s3: Config['s3'] = null;
  if (env.S3_BUCKET) {
    const missing = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((n) => !env[n]);
    if (missing.length > 0) throw new ConfigError(`S3_BUCKET is set but ${missing.join(', ')} missing`);
    s3 = {
      endpoint: env.S3_ENDPOINT as string,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID as string,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    };
  }
  const corsOrigins = env.CORS_ORIGINS
    ? env.CORS_ORIGINS.split(',')
        .map((s) => s.trim().replace(/\/+$/, ''))
        .filter(Boolean)
    : mode === 'production'
      ? []
      : ['http://localhost:*', 'http://127.0.0.1:*'];
  const publicBaseUrl = env.PUBLIC_BASE_URL ? env.PUBLIC_BASE_URL.replace(/\/+$/, '') : null;
  const appDir = env.APP_DIR ? resolve(env.APP_DIR) : null;
  if (appDir && !existsSync(join(appDir, 'index.html')))
    throw new ConfigError(
      `APP_DIR has no index.html: build the app first (npm run build -w packages/app) (${appDir})`,
    );
  const consoleDir = env.CONSOLE_DIR ? resolve(env.CONSOLE_DIR) : null;
  if (consoleDir && !existsSync(join(consoleDir, 'index.html')))
    throw new ConfigError(
      `CONSOLE_DIR has no index.html: build the console first (npm run build -w packages/console) (${consoleDir})`,
    );
  if (Boolean(env.TLS_CERT_FILE) !== Boolean(env.TLS_KEY_FILE))
    throw new ConfigError('TLS_CERT_FILE and TLS_KEY_FILE go together');
  const tls =
    env.TLS_CERT_FILE && env.TLS_KEY_FILE
      ? { certFile: resolve(env.TLS_CERT_FILE), keyFile: resolve(env.TLS_KEY_FILE) }
      : null;
  for (const file of tls ? [tls.certFile, tls.keyFile] : [])
    if (!existsSync(file)) throw new ConfigError(`TLS file not found: ${file}`);
  const metricsToken = env.METRICS_TOKEN || null;
  if (metricsToken !== null && metricsToken.length < 16)
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters');
  const metricsPort = env.METRICS_PORT ? Number(env.METRICS_PORT) : null;
  if (metricsPort !== null && (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65535))
    throw new ConfigError(`METRICS_PORT must be 0..65535 (got "${env.METRICS_PORT}")`);

  return {
    env: mode,
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || null,
    databaseLimits: {
      max: parsePoolMax(env.DATABASE_POOL_MAX),
      connectMs: parseDuration(env.DATABASE_CONNECT_TIMEOUT || '5s', 'DATABASE_CONNECT_TIMEOUT') * 1000,
      statementMs: parseDuration(env.DATABASE_STATEMENT_TIMEOUT || '5s', 'DATABASE_STATEMENT_TIMEOUT') * 1000,
    },
    dataDir,
    publicBaseUrl,
    jwtSecret,
    accessTokenTtl: parseDuration(env.ACCESS_TOKEN_TTL || '30m', 'ACCESS_TOKEN_TTL'),
    refreshTokenTtl: parseDuration(env.REFRESH_TOKEN_TTL || '14d', 'REFRESH_TOKEN_TTL'),
    signupTokenTtl: parseDuration(env.SIGNUP_TOKEN_TTL || '10m', 'SIGNUP_TOKEN_TTL'),
    refreshReuseGrace:
      env.REFRESH_REUSE_GRACE === '0'
        ? 0
        : parseDuration(env.REFRESH_REUSE_GRACE || '30s', 'REFRESH_REUSE_GRACE'),
    trustProxy: parseCount(env.TRUST_PROXY, 'TRUST_PROXY', 0),
    oauthRedirectAllowlist: allowlist,
    corsOrigins,
    kakaoRestApiKey,
    kakaoClientSecret: env.KAKAO_CLIENT_SECRET || null,
    devTools: devToolsAsked && !devToolsRefused,
    devToolsRefused,
    quotas: {
      certificateUploads: parseQuota(
        env.JB_QUOTA_CERTIFICATES_PER_DAY,
        'JB_QUOTA_CERTIFICATES_PER_DAY',
        'certificateUploads',
      ),
      reviews: parseQuota(env.JB_QUOTA_REVIEWS_PER_HOUR, 'JB_QUOTA_REVIEWS_PER_HOUR', 'reviews'),
      reports: parseQuota(env.JB_QUOTA_REPORTS_PER_HOUR, 'JB_QUOTA_REPORTS_PER_HOUR', 'reports'),
      nicknameChanges: parseQuota(
        env.JB_QUOTA_NICKNAME_CHANGES_PER_DAY,
        'JB_QUOTA_NICKNAME_CHANGES_PER_DAY',
        'nicknameChanges',
      ),
    },
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || '찐빵 <no-reply@jjinbbang.local>',
    uploadDir: resolve(env.UPLOAD_DIR || join(dataDir, 'uploads')),
    logLevel: env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info'),
    seed: readFlag(env.SEED, true),
    seedBuildings: parseSeedBuildings(env.SEED_BUILDINGS),
    validateResponses: readFlag(env.RESPONSE_VALIDATION, mode !== 'production'),
    conversionRate: parseRate(env.JB_JEONSE_CONVERSION_RATE, 'JB_JEONSE_CONVERSION_RATE'),
    campusRadiusMetres: parseRadius(env.JB_CAMPUS_RADIUS_METRES, 'JB_CAMPUS_RADIUS_METRES'),
    appDir,
    serveSourceMaps: (env.SOURCE_MAPS ?? '').trim().toLowerCase() === 'on',
    consoleDir,
    tls,
    photoRenderConcurrency: parseRenderConcurrency(env.PHOTO_RENDER_CONCURRENCY),
    metricsToken,
    metrics: metricsPort === null ? null : { port: metricsPort, host: env.METRICS_HOST || '127.0.0.1' },
    s3,
    adminOidc: parseAdminOidc(env),
    ...overrides,
  };
}

/**
 * What the start-up log says about the development tools: a loud line for each one that is on (anyone can use
 * them), and why they are off when they were asked for or when nothing else signs anyone in.
 */
export function devToolsNotice(config: Config): { level: 'warn' | 'info'; lines: string[] } {
  if (config.devTools)
    return {
      level: 'warn',
      lines: [
        'DEV TOOLS ON (DEV_TOOLS=on) — never expose this server:',
        '  • local sign-in: /oauth/local/authorize signs anyone in as any test account or a new one',
        '  • mail outbox: GET /api/dev/outbox?to=<address> shows every mail and code sent',
      ],
    };
  if (config.devToolsRefused) return { level: 'warn', lines: [`dev tools off: ${config.devToolsRefused}`] };
  const lines = ['dev tools off (DEV_TOOLS=on turns on the local sign-in and the mail outbox)'];
  if (!config.kakaoRestApiKey)
    lines.push('no sign-in provider: set KAKAO_REST_API_KEY, or DEV_TOOLS=on to develop');
  if (!config.smtpUrl)
    lines.push('no SMTP_URL: mail is kept in the database outbox and served by no endpoint');
  return { level: lines.length > 1 ? 'warn' : 'info', lines };
}

/** `http://localhost:*` entries match any port; a trailing `*` matches any suffix. */
export function isRedirectAllowed(config: Config, uri: string): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const target = `${url.protocol}//${url.host}${url.pathname}`;
  return config.oauthRedirectAllowlist.some((pattern) => {
    const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    const regex = escaped.replace(/:\*/g, ':\\d{1,5}').replace(/\*$/, '.*');
    return new RegExp(`^${regex}$`).test(target);
  });
}

/** Whether a browser origin may call the API (`:*` matches any port, `*` alone any origin). */
export function isCorsOriginAllowed(config: Config, origin: string): boolean {
  return config.corsOrigins.some((pattern) => {
    if (pattern === '*') return true;
    const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\*/g, ':\\d{1,5}');
    return new RegExp(`^${escaped}$`).test(origin);
  });
}
