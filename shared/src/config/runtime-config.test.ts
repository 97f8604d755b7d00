import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONFIG_TIMEOUT_MS,
  ConfigError,
  emulatorsEnabled,
  getConfig,
  loadConfig,
  resetConfig,
  RuntimeConfigSchema,
  setConfig,
  type ConfigFetch,
  type RuntimeConfig,
} from './runtime-config';

// The example of docs/contracts.md, verbatim.
const contractExample = {
  environment: 'local',
  apiBaseUrl: '',
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-worker.firebaseapp.com',
    databaseURL: '',
    projectId: 'demo-worker',
    storageBucket: '',
    messagingSenderId: '',
  },
  emulators: { auth: 'http://127.0.0.1:9099' },
  remotes: { mfe_auth: '/remotes/auth/remoteEntry.js', mfe_mypage: '/remotes/mypage/remoteEntry.js' },
};

function respond(body: unknown, status = 200): ConfigFetch {
  return vi.fn<ConfigFetch>(async () => ({ ok: status >= 200 && status < 300, status, json: async () => body }));
}

afterEach(() => {
  resetConfig();
});

describe('RuntimeConfigSchema (docs/contracts.md "/config.json")', () => {
  it('accepts the contract\'s example', () => {
    expect(RuntimeConfigSchema.parse(contractExample)).toEqual(contractExample);
  });

  it('makes databaseURL, storageBucket, messagingSenderId and emulators optional', () => {
    const minimal = {
      environment: 'production',
      apiBaseUrl: 'https://api.example.com',
      firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
      remotes: {},
    };
    expect(RuntimeConfigSchema.parse(minimal)).toEqual(minimal);
  });

  it.each([
    ['missing apiKey', { ...contractExample, firebase: { ...contractExample.firebase, apiKey: undefined } }],
    ['empty projectId', { ...contractExample, firebase: { ...contractExample.firebase, projectId: '' } }],
    ['remotes not a map of strings', { ...contractExample, remotes: { mfe_auth: 1 } }],
    ['no apiBaseUrl', { ...contractExample, apiBaseUrl: undefined }],
  ])('rejects %s', (_name, value) => {
    expect(RuntimeConfigSchema.safeParse(value).success).toBe(false);
  });
});

describe('emulatorsEnabled (docs/contracts.md "emulators is ignored unless environment is local or test")', () => {
  it.each([
    ['local', true],
    ['test', true],
    ['production', false],
    ['staging', false],
    ['', false],
  ])('%s → %s', (environment, expected) => {
    expect(emulatorsEnabled({ environment })).toBe(expected);
  });
});

describe('loadConfig / getConfig / setConfig', () => {
  it('getConfig throws before the config is loaded', () => {
    expect(() => getConfig()).toThrow(ConfigError);
  });

  it('fetches /config.json once, with cache: no-store, and shares the result', async () => {
    const fetchImpl = respond(contractExample);
    const [a, b] = await Promise.all([loadConfig(fetchImpl), loadConfig(fetchImpl)]);
    const c = await loadConfig(fetchImpl);
    expect(a).toEqual(contractExample);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(getConfig()).toBe(a);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('rejects with a clear error on an HTTP failure, then lets a retry fetch again', async () => {
    await expect(loadConfig(respond({}, 503))).rejects.toMatchObject({
      name: 'ConfigError',
      status: 503,
      message: '設定（/config.json）を読み込めませんでした（HTTP 503）。',
    });
    expect(() => getConfig()).toThrow(ConfigError);
    await expect(loadConfig(respond(contractExample))).resolves.toEqual(contractExample);
  });

  it('rejects on a network failure', async () => {
    const failing: ConfigFetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(loadConfig(failing)).rejects.toThrow('設定（/config.json）を読み込めませんでした。通信状況を確認してください。');
  });

  it('rejects when /config.json does not answer in CONFIG_TIMEOUT_MS (a dead connection that does not error), then lets a retry fetch again', async () => {
    vi.useFakeTimers();
    try {
      const hanging: ConfigFetch = () => new Promise(() => undefined);
      const loading = loadConfig(hanging);
      const settled = vi.fn();
      loading.catch(settled);
      await vi.advanceTimersByTimeAsync(CONFIG_TIMEOUT_MS - 1);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(loading).rejects.toThrow('設定（/config.json）を読み込めませんでした。通信状況を確認してください。');
    } finally {
      vi.useRealTimers();
    }
    await expect(loadConfig(respond(contractExample))).resolves.toEqual(contractExample);
  });

  it('rejects a config that does not match the schema, naming the field', async () => {
    const bad = { ...contractExample, firebase: { authDomain: 'x', projectId: 'p' } };
    const error: unknown = await loadConfig(respond(bad)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain('firebase.apiKey');
  });

  it('setConfig provides the config without a fetch (tests, standalone remotes)', async () => {
    const config: RuntimeConfig = { ...contractExample, environment: 'test' };
    setConfig(config);
    expect(getConfig().environment).toBe('test');
    const fetchImpl = respond(contractExample);
    await expect(loadConfig(fetchImpl)).resolves.toEqual(config);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('setConfig refuses an invalid config', () => {
    expect(() => setConfig({ ...contractExample, remotes: undefined } as unknown as RuntimeConfig)).toThrow();
  });
});
