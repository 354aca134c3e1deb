import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  APP_TIMEZONE: z.string().min(1).default('Europe/Sarajevo'),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  EMPLOYEE_DIST_DIR: z.string().optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to work in; tests give each file its own. */
  databaseSchema?: string;
  publicUrl: string;
  jwtSecret: string;
  timezone: string;
  loginRateLimitMax: number;
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For (for the login limit). */
  trustProxy?: boolean;
  logLevel: string;
  /** Where the built manager app lives; undefined serves none. */
  webDistDir?: string;
  /** Where the built phone app lives; undefined serves none. */
  employeeDistDir?: string;
}

/** Generates the secret on first start and keeps it, so tokens survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    timezone: e.APP_TIMEZONE,
    loginRateLimitMax: e.LOGIN_RATE_LIMIT_MAX,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    employeeDistDir: path.resolve(e.EMPLOYEE_DIST_DIR ?? new URL('../../employee/dist', import.meta.url).pathname),
  };
}
