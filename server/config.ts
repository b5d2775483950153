import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type ServiceName, serviceNames } from '#src/contracts/runtime-config';

export const APP_VERSION = '1.13.0';

/** The ten back-end services of the spec, each mounted under its own base path. */
export const SERVICE_NAMES = serviceNames;
export type { ServiceName };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  demoPassword: string;
  apiKey: string;
  jwtSecret: string;
  /** Lifetime of an access token; a refresh renews it. */
  accessTokenTtlSeconds: number;
  /** Absolute lifetime of a sign-in (a refresh-token family); rotation never extends it. */
  refreshTokenTtlDays: number;
  /** Login captcha provider (`recaptcha`, `hcaptcha`, `turnstile`, `yandex`); none: any token. */
  captchaProvider: string;
  captchaSecret: string;
  /** Requests per minute and client address to each sign-in and SMS-code call. */
  authRateLimitPerMinute: number;
  production: boolean;
  sentryDsn: string;
  supportPhone: string;
  logLevel: string;
  /** Fastify's trustProxy: which X-Forwarded-* senders to believe (rate limits and logs use the client address). */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Base URL per service as the portal should call it; defaults to `/svc/<name>` on its own origin. */
  serviceUrls: Record<ServiceName, string>;
  refetchOnWindowFocus: boolean;
  /** This process runs queued jobs (server/jobs); `false` for web-only processes at scale. */
  jobsWorker: boolean;
  /** Minutes between two runs of the retention cleanup. */
  cleanupIntervalMinutes: number;
  /** Seconds a stopping process (SIGTERM) gives the requests and the job in hand before it exits anyway. */
  shutdownTimeoutSeconds: number;
  /**
   * Seconds a stopping web process keeps serving with /health at 503, so the balancer takes it
   * out before its listener closes: 5 in production, none elsewhere (a developer's Ctrl-C).
   */
  shutdownDrainSeconds: number;
  /** Where stored files live (server/storage/app-storage.ts). */
  storage: StorageConfig;
}

/** Stored files in a folder under DATA_DIR (one host), or in an S3-compatible bucket (any number). */
type StorageConfig = { kind: 'disk' } | ({ kind: 's3' } & S3Config);

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  /** Both or neither: without them the SDK's own chain applies (AWS_* variables, instance roles). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `bucket` in the path rather than the host name (MinIO, Ceph and most stores other than AWS). */
  forcePathStyle: boolean;
}

type Env = Record<string, string | undefined>;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(value.toLowerCase());
}

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : fallback;
}

function nonNegative(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value && Number.isFinite(number) && number >= 0 ? number : fallback;
}

/** `true`, a hop count, or addresses/CIDRs; unset means no proxy is trusted (a client could forge its address). */
function trustProxyOf(value: string | undefined): AppConfig['trustProxy'] {
  if (!value) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  if (['true', 'false'].includes(value.toLowerCase())) return value.toLowerCase() === 'true';
  return value;
}

const MIN_JWT_SECRET_BYTES = 32;
/** The secret an install signs with when JWT_SECRET is unset, kept in its data directory. */
export const GENERATED_SECRET_FILE = 'jwt-secret';
/**
 * The development value of earlier versions: public in this repository's history, so a token
 * signed with it is a forged administrator. Refused wherever it is set.
 */
const PUBLIC_JWT_SECRET = 'sfa-portal-development-secret-change-me';

/** A configuration the server must not start with; its message says what to set. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The secret of this install when none is set: made once, at random, and kept in the data
 * directory readable by its owner only, so no two installs share one. `wx` makes the first of
 * two processes starting together write it and the other read what was written.
 */
function generatedSecret(dataDir: string): string {
  const path = join(dataDir, GENERATED_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(path, randomBytes(48).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(path, 'utf8').trim();
  if (Buffer.byteLength(secret, 'utf8') < MIN_JWT_SECRET_BYTES) {
    throw new ConfigError(`${path} holds no usable secret: remove it, or set JWT_SECRET.`);
  }
  return secret;
}

/**
 * In production a token signed with a known or guessable secret is a forged administrator, and
 * every process behind the balancer must sign alike, so the server refuses to start without one
 * set. Elsewhere an unset secret is generated for the install.
 */
function jwtSecretOf(env: Env, production: boolean, dataDir: string): string {
  const secret = env.JWT_SECRET || '';
  if (secret === PUBLIC_JWT_SECRET) {
    throw new ConfigError(
      'JWT_SECRET is a value published with this software. Set your own random value of at least 32 bytes, or leave it unset outside production.',
    );
  }
  if (!secret && !production) return generatedSecret(dataDir);
  if (!secret) {
    throw new ConfigError(
      'JWT_SECRET is not set. In production (NODE_ENV=production) set it to a random value of at least 32 bytes, e.g. `openssl rand -base64 48`, the same on every process.',
    );
  }
  if (Buffer.byteLength(secret, 'utf8') < MIN_JWT_SECRET_BYTES) {
    throw new ConfigError(
      `JWT_SECRET is ${Buffer.byteLength(secret, 'utf8')} bytes long. It must be at least ${MIN_JWT_SECRET_BYTES} bytes.`,
    );
  }
  return secret;
}

function storageOf(env: Env): StorageConfig {
  const kind = env.STORAGE || 'disk';
  if (kind === 'disk') return { kind };
  if (kind !== 's3') {
    throw new ConfigError(`STORAGE is "${kind}". Set it to disk (the default) or s3.`);
  }
  const missing = ['S3_ENDPOINT', 'S3_BUCKET'].filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      `STORAGE=s3 needs ${missing.join(' and ')}: the object store's URL (e.g. https://storage.example.com) and the bucket the files go to.`,
    );
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID || '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || '';
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(
      'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (then the AWS_* variables or the instance role apply).',
    );
  }
  return {
    kind,
    endpoint: env.S3_ENDPOINT as string,
    bucket: env.S3_BUCKET as string,
    region: env.S3_REGION || 'us-east-1',
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, false),
  };
}

/** Reads the environment; throws ConfigError for a configuration the server must not run with. */
export function loadConfig(env: Env = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const serviceUrls = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, env[`SERVICE_URL_${name.toUpperCase()}`] || `/svc/${name}`]),
  ) as Record<ServiceName, string>;
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    port: Number(env.PORT || 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    seedDemo: flag(env.SEED_DEMO, true),
    demoPassword: env.DEMO_PASSWORD || 'demo-password',
    apiKey: env.API_KEY || 'sfa-portal-local-key',
    jwtSecret: jwtSecretOf(env, production, dataDir),
    accessTokenTtlSeconds: positive(env.ACCESS_TOKEN_TTL_SECONDS, 900),
    refreshTokenTtlDays: positive(env.REFRESH_TOKEN_TTL_DAYS, 30),
    captchaProvider: env.CAPTCHA_PROVIDER || '',
    captchaSecret: env.CAPTCHA_SECRET || '',
    authRateLimitPerMinute: positive(env.AUTH_RATE_LIMIT_PER_MINUTE, 20),
    production,
    sentryDsn: env.SENTRY_DSN || '',
    supportPhone: env.SUPPORT_PHONE || '+7 (800) 555-35-35',
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    serviceUrls,
    refetchOnWindowFocus: flag(env.REFETCH_ON_WINDOW_FOCUS, true),
    jobsWorker: flag(env.JOBS_WORKER, true),
    cleanupIntervalMinutes: positive(env.CLEANUP_INTERVAL_MINUTES, 60),
    shutdownTimeoutSeconds: positive(env.SHUTDOWN_TIMEOUT_SECONDS, 25),
    shutdownDrainSeconds: nonNegative(env.SHUTDOWN_DRAIN_SECONDS, production ? 5 : 0),
    storage: storageOf(env),
  };
}

/** For the entry points: the configuration, or a clear message and exit code 1 instead of a stack. */
export function loadConfigOrExit(env: Env = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`SFA Portal cannot start: ${error.message}`);
    process.exit(1);
  }
}
