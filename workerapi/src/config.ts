import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Where the embedded database lives when neither DATA_DIR nor DATABASE_URL is set: `<repo>/.data/pglite`. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));

export const APP_ENVS = ['local', 'test', 'staging', 'production'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Thrown when the environment cannot be turned into a safe configuration; main exits non-zero on it. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** An unset variable and an empty one mean the same thing: "use the default". */
const optionalText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().min(1).optional(),
);

const optionalBoolean = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .transform((v) => v === 'true' || v === '1' || v === 'yes')
    .optional(),
);

const optionalInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(min).max(max).optional(),
  );

const EnvSchema = z.object({
  PORT: optionalInt(1, 65535),
  HOST: optionalText,
  APP_ENV: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    // Unset means production (issue 12 item 5): the strictest mode, never the most permissive one.
    z.enum(APP_ENVS).default('production'),
  ),
  TRUSTED_PROXIES: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .transform((v) => v.split(',').map((a) => a.trim()).filter((a) => a !== ''))
      .pipe(z.array(z.union([z.ipv4(), z.ipv6()]), { error: 'must list IP addresses, comma-separated' }))
      .optional(),
  ),
  DATABASE_URL: optionalText,
  DATA_DIR: optionalText,
  UPLOAD_DIR: optionalText,
  SMTP_URL: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL').optional(),
  ),
  MAIL_FROM: optionalText,
  OUTBOX_DIR: optionalText,
  APP_ORIGIN: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.url({ protocol: /^https?$/ }).optional(),
  ),
  FIREBASE_PROJECT_ID: optionalText,
  FIREBASE_AUTH_EMULATOR_HOST: optionalText,
  SIGNUP_ADMIN_KEY: optionalText,
  DEMO_EMAIL: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.email().optional(),
  ),
  DEMO_PASSWORD: optionalText,
  DEMO_NAME: optionalText,
  DEMO_CHARGE: optionalInt(0, 100_000_000),
  DEMO_MARGIN: optionalInt(0, 99),
  SEED_DEMO: optionalBoolean,
  LOG_LEVEL: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.enum(LOG_LEVELS).optional(),
  ),
});

export interface DemoWorkerConfig {
  email: string;
  password: string;
  name: string;
  charge: number;
  margin: number;
}

export interface MailConfig {
  /** `smtp://user:pass@host:587` or `smtps://…`; never logged. Unset ⇒ the local outbox (local/test) or no mail. */
  smtpUrl: string | undefined;
  /** The From header. */
  from: string;
  /** The local outbox (default `<dataDir>/outbox`): one JSON file per mail, read by `pnpm outbox` and e2e. */
  outboxDir: string;
}

/** The From header when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'ワーカー <no-reply@localhost>';

export interface Config {
  port: number;
  host: string;
  appEnv: AppEnv;
  /** Set ⇒ a real PostgreSQL through `pg`; unset ⇒ embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where profile photos are stored on disk (default `<dataDir>/uploads`). */
  uploadDir: string;
  /** Outgoing mail: SMTP when `smtpUrl` is set, otherwise files in `outboxDir` (local/test only). */
  mail: MailConfig;
  /** The web app's origin for links in mails (e.g. the e-mail change confirmation); see MailConfig. */
  appOrigin: string | undefined;
  firebaseProjectId: string;
  /** `host:port` of the Firebase Auth emulator; never allowed in staging or production. */
  firebaseAuthEmulatorHost: string | undefined;
  signupAdminKey: string;
  /** Peers whose X-Forwarded-For is believed (the gateway, nginx); default loopback in local/test, none elsewhere. */
  trustedProxies: string[];
  demo: DemoWorkerConfig;
  seedDemo: boolean;
  logLevel: LogLevel;
}

/** The local/test admin key; never accepted in staging or production. */
export const DEMO_ADMIN_KEY = 'demo-admin-key';

const isDevLike = (appEnv: AppEnv): boolean => appEnv === 'local' || appEnv === 'test';

/**
 * Parses the process environment into a typed configuration.
 * Throws a ConfigError (never returns a half-valid config) when a value is malformed, when a
 * secret has no safe default, or when the Auth emulator would be trusted in staging/production.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`workerapi: invalid environment — ${details}`);
  }
  const e = parsed.data;
  const appEnv = e.APP_ENV;

  if (!isDevLike(appEnv) && e.FIREBASE_AUTH_EMULATOR_HOST !== undefined) {
    throw new ConfigError(
      `workerapi refuses to start: APP_ENV=${appEnv} with FIREBASE_AUTH_EMULATOR_HOST=${e.FIREBASE_AUTH_EMULATOR_HOST} set. ` +
        'The Auth emulator accepts unsigned tokens; unset FIREBASE_AUTH_EMULATOR_HOST outside local/test.',
    );
  }

  const signupAdminKey = e.SIGNUP_ADMIN_KEY ?? (isDevLike(appEnv) ? DEMO_ADMIN_KEY : undefined);
  if (signupAdminKey === undefined) {
    throw new ConfigError(`workerapi refuses to start: SIGNUP_ADMIN_KEY is required when APP_ENV=${appEnv}.`);
  }
  if (!isDevLike(appEnv)) {
    if (signupAdminKey === DEMO_ADMIN_KEY) {
      throw new ConfigError(`workerapi refuses to start: the demo SIGNUP_ADMIN_KEY is not allowed when APP_ENV=${appEnv}.`);
    }
    if (e.FIREBASE_PROJECT_ID === undefined || e.FIREBASE_PROJECT_ID.startsWith('demo-')) {
      throw new ConfigError(
        `workerapi refuses to start: FIREBASE_PROJECT_ID must name the real Firebase project when APP_ENV=${appEnv} (demo-* projects are emulator-only).`,
      );
    }
  }

  return {
    port: e.PORT ?? 8081,
    host: e.HOST ?? '127.0.0.1',
    appEnv,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR ?? DEFAULT_DATA_DIR,
    uploadDir: e.UPLOAD_DIR ?? join(e.DATA_DIR ?? DEFAULT_DATA_DIR, 'uploads'),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      outboxDir: e.OUTBOX_DIR ?? join(e.DATA_DIR ?? DEFAULT_DATA_DIR, 'outbox'),
    },
    appOrigin: e.APP_ORIGIN === undefined ? undefined : new URL(e.APP_ORIGIN).origin,
    firebaseProjectId: e.FIREBASE_PROJECT_ID ?? 'demo-worker',
    firebaseAuthEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
    signupAdminKey,
    trustedProxies: e.TRUSTED_PROXIES ?? (isDevLike(appEnv) ? ['127.0.0.1', '::1', '::ffff:127.0.0.1'] : []),
    demo: {
      email: (e.DEMO_EMAIL ?? 'demo@example.jp').toLowerCase(),
      password: e.DEMO_PASSWORD ?? 'demo1234',
      name: e.DEMO_NAME ?? '山田 花子',
      charge: e.DEMO_CHARGE ?? 12000,
      margin: e.DEMO_MARGIN ?? 30,
    },
    seedDemo: e.SEED_DEMO ?? isDevLike(appEnv),
    logLevel: e.LOG_LEVEL ?? (appEnv === 'test' ? 'silent' : 'info'),
  };
}
