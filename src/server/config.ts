import path from 'node:path';
import { Cron } from 'croner';
import { z } from 'zod';
import { EVENT_DATE_DEFAULTS } from '#shared/event-date-window.ts';

function isCronPattern(pattern: string): boolean {
  try {
    new Cron(pattern, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}

const onOff = z.enum(['on', 'off']).transform((v) => v === 'on');

/** Different people who must all have passed an event before cleanup removes it. */
export const PASS_CLEANUP_MIN_SWIPERS = 25;
/** Events the hourly cleanup deletes per transaction (docs/reliability.md#cleanup). */
export const CLEANUP_BATCH_SIZE = 500;
/** The hourly cleanup's rest between two transactions. */
export const CLEANUP_PAUSE_MS = 50;

/**
 * Images one account may upload: enough for a business's events and an admin's editing day,
 * far below what fills a disk (docs/reliability.md#limits-and-abuse-rules).
 */
export const UPLOAD_QUOTA_DEFAULTS = {
  user: { perHour: 20, megabytesPerDay: 50 },
  admin: { perHour: 200, megabytesPerDay: 1000 },
};
const uploadCount = z.coerce.number().int().min(1).max(1_000_000);
// Fractions allowed: a test or a small server may want less than a megabyte.
const uploadMegabytes = z.coerce.number().min(0.001).max(1_000_000);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[a-zA-Z0-9_.]{3,30}$/, 'must be 3-30 letters, digits, _ or .')
    .default('admin'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  DEMO_LOGIN: onOff.default(true),
  SEED_DEMO: onOff.default(true),
  SEED_DEMO_PEOPLE: onOff.default(true),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  JOBS: onOff.default(true),
  JOB_SCHEDULE: z.string().refine(isCronPattern, 'must be a cron pattern').optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook secret')
    .optional(),
  BUSINESS_AUTO_PUBLISH: onOff.default(false),
  CRAWLER_SOURCES: z.string().optional(),
  TICKETMASTER_API_KEY: z.string().min(1).optional(),
  NYC_OPEN_DATA_APP_TOKEN: z.string().min(1).optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  AUTH_ACCOUNT_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  AUTH_SLOWDOWN_MAX_SECONDS: z.coerce.number().min(0).max(60).default(16),
  ALLOWED_ORIGINS: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
  EVENT_DATE_MAX_DAYS_AHEAD: z.coerce
    .number()
    .int()
    .min(1)
    .max(3660)
    .default(EVENT_DATE_DEFAULTS.daysAhead),
  EVENT_DATE_MAX_DAYS_BEHIND: z.coerce
    .number()
    .int()
    .min(0)
    .max(3660)
    .default(EVENT_DATE_DEFAULTS.daysBehind),
  HOT_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(3),
  PASS_CLEANUP_MIN_SWIPERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(PASS_CLEANUP_MIN_SWIPERS),
  UPLOADS_PER_HOUR: uploadCount.default(UPLOAD_QUOTA_DEFAULTS.user.perHour),
  UPLOAD_MB_PER_DAY: uploadMegabytes.default(UPLOAD_QUOTA_DEFAULTS.user.megabytesPerDay),
  ADMIN_UPLOADS_PER_HOUR: uploadCount.default(UPLOAD_QUOTA_DEFAULTS.admin.perHour),
  ADMIN_UPLOAD_MB_PER_DAY: uploadMegabytes.default(UPLOAD_QUOTA_DEFAULTS.admin.megabytesPerDay),
  CLEANUP_BATCH_SIZE: z.coerce.number().int().min(1).max(100_000).default(CLEANUP_BATCH_SIZE),
  CLEANUP_PAUSE_MS: z.coerce.number().int().min(0).max(60_000).default(CLEANUP_PAUSE_MS),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).max(200).default('SwipeNYC <no-reply@swipenyc.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lowercase letters, digits, . or -)',
    )
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: onOff.default(false),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Origins whose pages may call the API, and so the Host names this server answers to. */
  allowedOrigins: string[];
  sessionSecret: string;
  adminUsername: string;
  adminPassword: string | undefined;
  demoLogin: boolean;
  seedDemo: boolean;
  /** The synthetic demo people and their swipes, with the demo events (docs/product.md#demo-data). */
  seedDemoPeople: boolean;
  google: { clientId: string; clientSecret: string } | undefined;
  jobs: boolean;
  /** A cron pattern every scheduled job uses instead of its own, for drills and fault tests. */
  jobSchedule: string | undefined;
  /** Stripe Checkout for the $5 fee; without it the built-in local provider takes payments. */
  stripe: { secretKey: string; webhookSecret: string } | undefined;
  /** Publish a business event as soon as it is paid, without an admin's review. */
  businessAutoPublish: boolean;
  crawler: {
    /** CRAWLER_SOURCES as given (JSON); unset means the default real sources. */
    sources: string | undefined;
    ticketmasterApiKey: string | undefined;
    nycOpenDataAppToken: string | undefined;
  };
  /** Sign-in and sign-up attempts per client address per minute, every path together. */
  authRateLimit: number;
  /** Wrong passwords for one account from one client address per 15 minutes. */
  authAccountLimit: number;
  /** The longest an account's sign-in answers are held back after many wrong passwords. */
  authSlowdownMaxSeconds: number;
  /** Fastify's trustProxy: hop count, address list, or true behind a load balancer. */
  trustProxy: boolean | number | string;
  /** Shared rate-limit counters for several servers; in memory when unset. */
  redisUrl: string | undefined;
  logLevel: string;
  /** The days an event may be written for, counted from New York's today. */
  eventDates: { daysBehind: number; daysAhead: number };
  /** How long one read of the hot list serves everyone (0: read it on every request). */
  hotCacheSeconds: number;
  /** How many different people must have passed an event, and none saved it, before cleanup removes it. */
  passCleanupMinSwipers: number;
  /** Per-account image uploads: how many per rolling hour, how many bytes per rolling day. */
  uploadQuota: { user: UploadQuota; admin: UploadQuota };
  /** The hourly cleanup's pace: events per transaction, and the rest between two. */
  cleanup: { batchSize: number; pauseMs: number };
  /** Outgoing mail (password resets); without it reset links go to the server log. */
  mail: { smtpUrl: string; from: string } | undefined;
  /** Where `GET /metrics` listens, apart from the app's port; unset: not served. */
  metrics: { port: number; host: string } | undefined;
  /** A bucket every server keeps uploads in; unset: this server's DATA_DIR/uploads. */
  objectStorage: ObjectStorage | undefined;
}

export interface ObjectStorage {
  /** An S3-compatible endpoint; unset: AWS's own for the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the SDK's own chain (instance role, shared files). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export interface UploadQuota {
  perHour: number;
  bytesPerDay: number;
}

/** The environment's config; a generated session secret is filled in at start-up (startup.ts). */
export type EnvConfig = Omit<Config, 'sessionSecret'> & { sessionSecret: string | undefined };

export class ConfigError extends Error {}

type Parsed = z.output<typeof envSchema>;
type TextVariable = {
  [K in keyof Parsed]-?: Parsed[K] extends string | undefined ? K : never;
}[keyof Parsed];

/** Two variables that work only together: both values, or undefined when neither is set. */
function setTogether(e: Parsed, a: TextVariable, b: TextVariable): [string, string] | undefined {
  const [first, second] = [e[a], e[b]];
  if (Boolean(first) !== Boolean(second)) {
    throw new ConfigError(`Invalid configuration: ${a} and ${b} must be set together`);
  }
  return first && second ? [first, second] : undefined;
}

/** Parses the environment; a bad value throws one readable line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): EnvConfig {
  // Treat empty strings as unset so `FOO= npm start` behaves like leaving FOO out.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      `Invalid configuration: ${issue?.path.join('.') ?? 'environment'} ${issue?.message ?? ''}`.trim(),
    );
  }
  const e = parsed.data;
  const google = setTogether(e, 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET');
  const stripe = setTogether(e, 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET');
  const s3Keys = setTogether(e, 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY');
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    throw new ConfigError(
      'Invalid configuration: S3_BUCKET must be set with the other S3_ settings',
    );
  }
  if (e.METRICS_PORT === e.PORT) {
    throw new ConfigError('Invalid configuration: METRICS_PORT must differ from PORT');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    allowedOrigins: allowedOrigins(publicUrl, e.ALLOWED_ORIGINS),
    sessionSecret: e.SESSION_SECRET,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    demoLogin: e.DEMO_LOGIN,
    seedDemo: e.SEED_DEMO,
    seedDemoPeople: e.SEED_DEMO && e.SEED_DEMO_PEOPLE,
    google: google && { clientId: google[0], clientSecret: google[1] },
    jobs: e.JOBS,
    jobSchedule: e.JOB_SCHEDULE,
    stripe: stripe && { secretKey: stripe[0], webhookSecret: stripe[1] },
    businessAutoPublish: e.BUSINESS_AUTO_PUBLISH,
    crawler: {
      sources: e.CRAWLER_SOURCES,
      ticketmasterApiKey: e.TICKETMASTER_API_KEY,
      nycOpenDataAppToken: e.NYC_OPEN_DATA_APP_TOKEN,
    },
    authRateLimit: e.AUTH_RATE_LIMIT,
    authAccountLimit: e.AUTH_ACCOUNT_LIMIT,
    authSlowdownMaxSeconds: e.AUTH_SLOWDOWN_MAX_SECONDS,
    trustProxy: trustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    eventDates: {
      daysBehind: e.EVENT_DATE_MAX_DAYS_BEHIND,
      daysAhead: e.EVENT_DATE_MAX_DAYS_AHEAD,
    },
    hotCacheSeconds: e.HOT_CACHE_SECONDS,
    passCleanupMinSwipers: e.PASS_CLEANUP_MIN_SWIPERS,
    uploadQuota: {
      user: { perHour: e.UPLOADS_PER_HOUR, bytesPerDay: megabytes(e.UPLOAD_MB_PER_DAY) },
      admin: {
        perHour: e.ADMIN_UPLOADS_PER_HOUR,
        bytesPerDay: megabytes(e.ADMIN_UPLOAD_MB_PER_DAY),
      },
    },
    cleanup: { batchSize: e.CLEANUP_BATCH_SIZE, pauseMs: e.CLEANUP_PAUSE_MS },
    mail: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    metrics:
      e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    objectStorage: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          credentials: s3Keys && { accessKeyId: s3Keys[0], secretAccessKey: s3Keys[1] },
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}

const megabytes = (mb: number) => Math.round(mb * 1024 * 1024);

const LOOPBACK_TWIN: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };

/** PUBLIC_URL's origin (and its loopback twin, so the site works at either), plus the extras. */
function allowedOrigins(publicUrl: string, extra: string | undefined): string[] {
  const main = new URL(publicUrl);
  const origins = [main.origin];
  const twin = LOOPBACK_TWIN[main.hostname];
  if (twin) {
    const other = new URL(main.origin);
    other.hostname = twin;
    origins.push(other.origin);
  }
  for (const item of (extra ?? '').split(',')) {
    const value = item.trim();
    if (!value) continue;
    const parsed = z.url().safeParse(value);
    if (!parsed.success) {
      throw new ConfigError(`Invalid configuration: ALLOWED_ORIGINS has a bad URL: ${value}`);
    }
    origins.push(new URL(parsed.data).origin);
  }
  return [...new Set(origins)];
}

function trustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
