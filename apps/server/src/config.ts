import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Agent as HttpsAgent } from 'node:https';
import path from 'node:path';
import { DEFAULT_ACCESS_LOG_RETENTION_DAYS, DEFAULT_CHAT_SEND_LIMIT, DEFAULT_MAX_MATERIAL_BYTES, DEFAULT_NOT_STARTED_MARGIN_MINUTES, DEFAULT_TIME_ZONE, isKnownTimeZone } from '@plan-dan/contract';
import { isIP } from 'node:net';
import type { DestinationStream } from 'pino';
import webpush from 'web-push';
import { z } from 'zod';

/** A proxy address as Fastify's trustProxy takes it: an IP, an IP/prefix, or one of proxy-addr's names. */
const isProxyAddress = (value: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address = '', prefix] = value.split('/');
  return isIP(address) !== 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix));
};

/**
 * TRUST_PROXY: unset or false trusts no proxy; a number trusts that many proxies in front of the
 * server; a comma-separated list trusts those addresses. Never `true`: that would trust whatever a
 * client writes in X-Forwarded-For, so any client could pick its own address.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): number | string | false => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const addresses = value.split(',').map((item) => item.trim());
    if (addresses.every(isProxyAddress)) return addresses.join(',');
    context.addIssue({
      code: 'custom',
      message: 'give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.1,10.0.0.2), not true',
    });
    return z.NEVER;
  });

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  DATABASE_PREPARED_STATEMENTS: z.stringbool({ error: 'true or false' }).default(true),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  APP_TIMEZONE: z.string().min(1).refine(isKnownTimeZone, 'not a known time zone (e.g. Europe/Sarajevo)').default(DEFAULT_TIME_ZONE),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  CHAT_SEND_LIMIT_MAX: z.coerce.number().int().positive().default(DEFAULT_CHAT_SEND_LIMIT),
  TRUST_PROXY: trustProxySchema,
  MATERIAL_MAX_BYTES: z.coerce.number().int().positive().default(DEFAULT_MAX_MATERIAL_BYTES),
  // Whole minutes up to a day: a longer margin would tell of a task after its day is over.
  NOT_STARTED_MARGIN_MINUTES: z.coerce
    .number()
    .int('whole minutes')
    .min(1, 'at least 1 minute')
    .max(24 * 60, 'at most 1440 minutes (a day)')
    .default(DEFAULT_NOT_STARTED_MARGIN_MINUTES),
  // Off unless set: a family may want every photo kept; an organisation sets its own rule.
  PHOTO_RETENTION_DAYS: z.coerce.number().int('whole days').min(1, 'at least 1 day').max(36_500, 'at most 36500 days').optional(),
  ACCESS_LOG_RETENTION_DAYS: z.coerce
    .number()
    .int('whole days')
    .min(1, 'at least 1 day')
    .max(36_500, 'at most 36500 days')
    .default(DEFAULT_ACCESS_LOG_RETENTION_DAYS),
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'a P-256 public key in base64url (87 characters)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key in base64url (43 characters)').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https: address').optional(),
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'an http:// or https:// address of the S3 server' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens')
    .optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{1,50}$/, 'a region name such as us-east-1').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.stringbool({ error: 'true or false' }).optional(),
  S3_CHECKSUMS: z.enum(['WHEN_REQUIRED', 'WHEN_SUPPORTED']).default('WHEN_REQUIRED'),
  // smtp:// (STARTTLS when the server offers it) or smtps:// (TLS from the start), with user:password@ when it asks;
  // a host is needed (smtp:/host parses as a URL without one).
  SMTP_URL: z.url({ protocol: /^smtps?$/, hostname: /^\S+$/, error: 'an smtp:// or smtps:// address, e.g. smtp://user:pass@mail.example.com:587' }).optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^([^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, 'an e-mail address, or a name and one: Plan dan <plan-dan@example.com>')
    .optional(),
  CHECK_RESPONSES: z.stringbool({ error: 'true or false' }).default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  EMPLOYEE_DIST_DIR: z.string().optional(),
});

/** An S3-compatible bucket the files live in (STORAGE=s3). */
export interface S3Settings {
  /** The server's address; undefined: Amazon S3 in `region`. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (http://host/bucket/key) rather than in the host name: most non-Amazon servers need it. */
  forcePathStyle: boolean;
  /**
   * When the SDK adds checksums to requests and checks them on answers. Many non-Amazon servers
   * (Swift, older MinIO and Ceph) refuse the SDK's default, streamed 'aws-chunked' checksums.
   */
  checksums: 'WHEN_REQUIRED' | 'WHEN_SUPPORTED';
}

/** The server's Web Push identity: its key pair and who to contact (a mailto: or https: address). */
export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to work in; tests give each file its own. */
  databaseSchema?: string;
  /**
   * Whether PostgreSQL keeps the lookups every request makes prepared per connection (named statements);
   * false behind a pooler that cannot keep them (PgBouncer in transaction mode before 1.21).
   */
  databasePreparedStatements?: boolean;
  publicUrl: string;
  jwtSecret: string;
  timezone: string;
  loginRateLimitMax: number;
  /** Chat messages one person may send a minute. */
  chatSendLimitMax?: number;
  /** Behind reverse proxies (how many, or their addresses): take the client's address from X-Forwarded-For. */
  trustProxy?: number | string | false;
  /** The largest material a manager may upload, in bytes. */
  materialMaxBytes?: number;
  /**
   * How many minutes after a task's due time its managers are told that nobody started it (push
   * `task_not_started`, the board's `notStarted`); DEFAULT_NOT_STARTED_MARGIN_MINUTES when unset.
   */
  notStartedMarginMinutes?: number;
  /** Step photos older than this many days are removed (the step keeps a note); undefined keeps them. */
  photoRetentionDays?: number;
  /** Access-history entries are removed after this many days; DEFAULT_ACCESS_LOG_RETENTION_DAYS when unset. */
  accessLogRetentionDays?: number;
  /** Milliseconds a connection may stay silent (in both directions) before it is closed. */
  idleTimeoutMs?: number;
  /** Milliseconds a whole request (headers and body) may take to arrive. */
  requestTimeoutMs?: number;
  /** Files in this S3 bucket; undefined keeps them on disk in DATA_DIR/files. */
  s3?: S3Settings;
  /** Web Push keys; when absent, generated once and kept in DATA_DIR (see readOrCreateVapidKeys). */
  vapid?: VapidConfig;
  /** Where e-mail goes (SMTP_URL); undefined: the server writes each message's text to its log instead. */
  smtpUrl?: string;
  /** The sender of the server's e-mail (MAIL_FROM); when unset, `Plan dan <plan-dan@{PUBLIC_URL's host}>`. */
  mailFrom?: string;
  /** Tests only: the TLS agent for their local push service (a self-signed certificate). */
  pushAgent?: HttpsAgent;
  /** Tests only: the pauses before each retry of a failing push service. */
  pushRetryDelaysMs?: number[];
  /** Tests: serialize every answer with zod as well and fail the request when the two differ. */
  checkResponses?: boolean;
  logLevel: string;
  /** Bench only: where the log goes (stdout when unset). */
  logStream?: DestinationStream;
  /** Where the built manager app lives; undefined serves none. */
  webDistDir?: string;
  /** Where the built phone app lives; undefined serves none. */
  employeeDistDir?: string;
}

/** Reads a `.env` file, when there is one, into process.env; variables already set in the environment win. */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/**
 * The file's text, made by `make` and kept when there is none. Instances sharing DATA_DIR may start
 * at the same moment: each writes its own candidate beside the file and links it to the name, which
 * fails when the name exists (O_EXCL semantics), so every instance reads the one candidate that was
 * linked first, always whole. Without that, each would sign with a secret of its own.
 */
export function readOrCreateFile(file: string, make: () => string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const candidate = `${file}.${randomBytes(6).toString('hex')}.new`;
  writeFileSync(candidate, make(), { mode: 0o600 });
  try {
    linkSync(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(candidate, { force: true });
  }
  return readFileSync(file, 'utf8');
}

/** Generates the secret on first start and keeps it, so tokens and signed links survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  return readOrCreateFile(path.join(dataDir, JWT_SECRET_FILE), () => randomBytes(48).toString('base64url')).trim();
}

/** Where the generated secrets live in DATA_DIR (a backup carries them with the data). */
export const JWT_SECRET_FILE = 'jwt-secret';
export const VAPID_KEYS_FILE = 'vapid-keys.json';

/** Who the push services may contact about this server, when VAPID_SUBJECT is not given. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:plan-dan@example.com';

/** Generates the VAPID key pair on first start and keeps it, so browser subscriptions survive restarts. */
export function readOrCreateVapidKeys(dataDir: string, subject = DEFAULT_VAPID_SUBJECT): VapidConfig {
  const stored = readOrCreateFile(path.join(dataDir, VAPID_KEYS_FILE), () => JSON.stringify(webpush.generateVAPIDKeys()));
  const { publicKey, privateKey } = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { publicKey, privateKey, subject };
}

function vapidOf(e: z.infer<typeof envSchema>, dataDir: string): VapidConfig {
  const subject = e.VAPID_SUBJECT ?? DEFAULT_VAPID_SUBJECT;
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject };
  if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY) throw new Error('Invalid configuration: give both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  return readOrCreateVapidKeys(dataDir, subject);
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_CHECKSUMS'] as const;

/** The bucket when STORAGE=s3; S3 settings without it are refused, lest files land on one machine's disk unnoticed. */
function s3Of(e: z.infer<typeof envSchema>, given: Record<string, unknown>): S3Settings | undefined {
  if (e.STORAGE === 'disk') {
    const stray = S3_VARIABLES.filter((name) => given[name] !== undefined);
    if (stray.length > 0) throw new Error(`Invalid configuration: ${stray.join(', ')} set, but STORAGE is disk: set STORAGE=s3 to keep the files in S3, or remove them`);
    return undefined;
  }
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => e[name] === undefined);
  if (missing.length > 0) throw new Error(`Invalid configuration: STORAGE=s3 needs ${missing.join(', ')}`);
  return {
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    checksums: e.S3_CHECKSUMS,
  };
}

/** The variables that are set: an empty value means "not set", as in a copy of .env.example. */
const givenIn = (env: NodeJS.ProcessEnv) => Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));

/** The variables, checked, with nothing created: for tools (backup, restore) that must not touch DATA_DIR. */
export function parseEnv(env: NodeJS.ProcessEnv = process.env): z.infer<typeof envSchema> {
  const parsed = envSchema.safeParse(givenIn(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** PUBLIC_URL without its last slash, or this machine at PORT: the base of every absolute link. */
export const publicUrlOf = (e: z.infer<typeof envSchema>) => (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = parseEnv(env);
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    publicUrl: publicUrlOf(e),
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    timezone: e.APP_TIMEZONE,
    loginRateLimitMax: e.LOGIN_RATE_LIMIT_MAX,
    chatSendLimitMax: e.CHAT_SEND_LIMIT_MAX,
    trustProxy: e.TRUST_PROXY,
    materialMaxBytes: e.MATERIAL_MAX_BYTES,
    notStartedMarginMinutes: e.NOT_STARTED_MARGIN_MINUTES,
    photoRetentionDays: e.PHOTO_RETENTION_DAYS,
    accessLogRetentionDays: e.ACCESS_LOG_RETENTION_DAYS,
    s3: s3Of(e, givenIn(env)),
    vapid: vapidOf(e, dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    checkResponses: e.CHECK_RESPONSES,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    employeeDistDir: path.resolve(e.EMPLOYEE_DIST_DIR ?? new URL('../../employee/dist', import.meta.url).pathname),
  };
}
