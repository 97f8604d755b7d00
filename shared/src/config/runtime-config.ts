import { z } from 'zod/mini';

/** `/config.json` (docs/contracts.md "Runtime configuration"): one build, every environment. */
export const RuntimeConfigSchema = z.object({
  /** 'local' shows stack traces (spec §9); 'local' and 'test' allow emulator hosts. */
  environment: z.string().check(z.minLength(1)),
  /** Prefixed to the spec's paths ('/workerapi/me'); '' means the same origin. */
  apiBaseUrl: z.string(),
  firebase: z.object({
    apiKey: z.string().check(z.minLength(1)),
    authDomain: z.string().check(z.minLength(1)),
    projectId: z.string().check(z.minLength(1)),
    databaseURL: z.optional(z.string()),
    storageBucket: z.optional(z.string()),
    messagingSenderId: z.optional(z.string()),
  }),
  emulators: z.optional(
    z.object({
      auth: z.optional(z.string()),
    }),
  ),
  /** Federation name → remote entry URL. */
  remotes: z.record(z.string(), z.string()),
});

export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

export const CONFIG_URL = '/config.json';

/** Environments where `emulators` is honoured (never production). */
export const EMULATOR_ENVIRONMENTS: readonly string[] = ['local', 'test'];

/** True only when the environment is 'local' or 'test': the emulator shortcut can never be on in production. */
export function emulatorsEnabled(config: Pick<RuntimeConfig, 'environment'>): boolean {
  return EMULATOR_ENVIRONMENTS.includes(config.environment);
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  /** HTTP status of the failed fetch, when there was one. */
  readonly status: number | null;
  constructor(message: string, options?: { status?: number | null; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.status = options?.status ?? null;
  }
}

/** The minimum of `fetch` loadConfig needs (so tests can pass a stub). */
export type ConfigFetch = (
  url: string,
  init: { cache: 'no-store' },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

let current: RuntimeConfig | null = null;
let pending: Promise<RuntimeConfig> | null = null;

function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
}

/**
 * A /config.json that has not answered in this long (ms) fails like a network error: the start failure with 再試行,
 * never a spinner forever on a dead connection that does not error (the same bound as a remote's entry).
 */
export const CONFIG_TIMEOUT_MS = 15_000;

function withinTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${CONFIG_TIMEOUT_MS} ms`)), CONFIG_TIMEOUT_MS);
    promise.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error: unknown) => { clearTimeout(timer); reject(error); },
    );
  });
}

async function fetchConfig(fetchImpl: ConfigFetch): Promise<RuntimeConfig> {
  let response: Awaited<ReturnType<ConfigFetch>>;
  try {
    response = await withinTimeout(fetchImpl(CONFIG_URL, { cache: 'no-store' }));
  } catch (cause) {
    throw new ConfigError(`設定（${CONFIG_URL}）を読み込めませんでした。通信状況を確認してください。`, { cause });
  }
  if (!response.ok) {
    throw new ConfigError(`設定（${CONFIG_URL}）を読み込めませんでした（HTTP ${response.status}）。`, {
      status: response.status,
    });
  }
  let body: unknown;
  try {
    body = await withinTimeout(response.json());
  } catch (cause) {
    throw new ConfigError(`設定（${CONFIG_URL}）がJSONではありません。`, { status: response.status, cause });
  }
  const parsed = RuntimeConfigSchema.safeParse(body);
  if (!parsed.success) {
    throw new ConfigError(`設定（${CONFIG_URL}）の内容が正しくありません: ${describeIssues(parsed.error)}`, {
      status: response.status,
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/**
 * Fetches `/config.json` once (`cache: 'no-store'`), parses it with RuntimeConfigSchema and keeps it.
 * Concurrent and later calls share the one promise; after a failure the memo is cleared so a retry fetches
 * again. If a config was already set with `setConfig`, it is returned without fetching.
 * @throws ConfigError with a Japanese message (network, HTTP status, not JSON, or schema failure).
 */
export function loadConfig(fetchImpl: ConfigFetch = globalThis.fetch): Promise<RuntimeConfig> {
  if (pending) return pending;
  if (current) return Promise.resolve(current);
  const promise = fetchConfig(fetchImpl).then(
    (config) => {
      current = config;
      return config;
    },
    (error: unknown) => {
      if (pending === promise) pending = null;
      throw error;
    },
  );
  pending = promise;
  return promise;
}

/** The loaded configuration. @throws ConfigError before `loadConfig()` (or `setConfig()`) has finished. */
export function getConfig(): RuntimeConfig {
  if (!current) {
    throw new ConfigError('設定がまだ読み込まれていません（loadConfig() を先に呼び出してください）。');
  }
  return current;
}

/** Sets the configuration directly (tests, standalone remotes). The value is parsed, never cast. */
export function setConfig(config: RuntimeConfig): RuntimeConfig {
  current = RuntimeConfigSchema.parse(config);
  pending = null;
  return current;
}

/** Forgets the configuration (tests). */
export function resetConfig(): void {
  current = null;
  pending = null;
}
