import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_DATA_DIR, loadConfig } from './config';

describe('loadConfig', () => {
  it('issue 12 item 5: an unset APP_ENV means production, which refuses to start without its real settings', () => {
    expect(() => loadConfig({})).toThrow(/SIGNUP_ADMIN_KEY is required when APP_ENV=production/);
    expect(() => loadConfig({ SIGNUP_ADMIN_KEY: 'a-real-key' })).toThrow(/FIREBASE_PROJECT_ID/);
    expect(() => loadConfig({ SIGNUP_ADMIN_KEY: 'demo-admin-key', FIREBASE_PROJECT_ID: 'worker-prod' })).toThrow(/demo/);
    expect(() => loadConfig({ SIGNUP_ADMIN_KEY: 'k', FIREBASE_PROJECT_ID: 'demo-worker' })).toThrow(/FIREBASE_PROJECT_ID/);
    const config = loadConfig({ SIGNUP_ADMIN_KEY: 'a-real-key', FIREBASE_PROJECT_ID: 'worker-prod' });
    expect(config.appEnv).toBe('production');
    expect(config.seedDemo).toBe(false);
    expect(config.trustedProxies).toEqual([]);
  });

  it('has local defaults that run with APP_ENV=local alone', () => {
    const config = loadConfig({ APP_ENV: 'local' });
    expect(config).toMatchObject({
      port: 8081,
      host: '127.0.0.1',
      appEnv: 'local',
      databaseUrl: undefined,
      dataDir: DEFAULT_DATA_DIR,
      firebaseProjectId: 'demo-worker',
      firebaseAuthEmulatorHost: undefined,
      signupAdminKey: 'demo-admin-key',
      demo: { email: 'demo@example.jp', password: 'demo1234', name: '山田 花子', charge: 12000, margin: 30 },
      seedDemo: true,
    });
    expect(DEFAULT_DATA_DIR.endsWith('/.data/pglite')).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      APP_ENV: 'test',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      DATA_DIR: '/tmp/x',
      FIREBASE_PROJECT_ID: 'p1',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      SIGNUP_ADMIN_KEY: 'k',
      DEMO_EMAIL: 'Someone@Example.jp',
      DEMO_PASSWORD: 'pw123456',
      DEMO_NAME: '鈴木 一郎',
      DEMO_CHARGE: '15000',
      DEMO_MARGIN: '20',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      appEnv: 'test',
      databaseUrl: 'postgres://u:p@db:5432/app',
      dataDir: '/tmp/x',
      firebaseProjectId: 'p1',
      firebaseAuthEmulatorHost: '127.0.0.1:9099',
      signupAdminKey: 'k',
      demo: { email: 'someone@example.jp', password: 'pw123456', name: '鈴木 一郎', charge: 15000, margin: 20 },
      seedDemo: false,
      logLevel: 'debug',
    });
  });

  it('keeps profile photos in <DATA_DIR>/uploads unless UPLOAD_DIR says otherwise', () => {
    expect(loadConfig({ APP_ENV: 'local' }).uploadDir).toBe(`${DEFAULT_DATA_DIR}/uploads`);
    expect(loadConfig({ APP_ENV: 'local', DATA_DIR: '/tmp/x' }).uploadDir).toBe('/tmp/x/uploads');
    expect(loadConfig({ APP_ENV: 'local', DATA_DIR: '/tmp/x', UPLOAD_DIR: '/srv/photos' }).uploadDir).toBe('/srv/photos');
  });

  it('mail: the local outbox in <DATA_DIR>/outbox unless OUTBOX_DIR says otherwise; SMTP_URL and MAIL_FROM when set', () => {
    expect(loadConfig({ APP_ENV: 'local' }).mail).toEqual({ smtpUrl: undefined, from: 'ワーカー <no-reply@localhost>', outboxDir: `${DEFAULT_DATA_DIR}/outbox` });
    expect(loadConfig({ APP_ENV: 'local', DATA_DIR: '/tmp/x' }).mail.outboxDir).toBe('/tmp/x/outbox');
    const config = loadConfig({ APP_ENV: 'local', SMTP_URL: 'smtps://user:pw@smtp.example.jp:465', MAIL_FROM: 'ワーカー事務局 <info@example.jp>', OUTBOX_DIR: '/tmp/mails' });
    expect(config.mail).toEqual({ smtpUrl: 'smtps://user:pw@smtp.example.jp:465', from: 'ワーカー事務局 <info@example.jp>', outboxDir: '/tmp/mails' });
    expect(() => loadConfig({ APP_ENV: 'local', SMTP_URL: 'http://smtp.example.jp' })).toThrow(/SMTP_URL/);
  });

  it('APP_ORIGIN (the origin of links in mails) is an http(s) origin', () => {
    expect(loadConfig({ APP_ENV: 'local' }).appOrigin).toBeUndefined();
    expect(loadConfig({ APP_ENV: 'local', APP_ORIGIN: 'https://worker.example.jp/' }).appOrigin).toBe('https://worker.example.jp');
    expect(() => loadConfig({ APP_ENV: 'local', APP_ORIGIN: 'worker.example.jp' })).toThrow(/APP_ORIGIN/);
  });

  it.each(['production', 'staging'])('refuses to start in %s with FIREBASE_AUTH_EMULATOR_HOST set', (appEnv) => {
    const env = { APP_ENV: appEnv, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', SIGNUP_ADMIN_KEY: 'secret', FIREBASE_PROJECT_ID: 'worker-prod' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/refuses to start.*FIREBASE_AUTH_EMULATOR_HOST/);
  });

  it('starts in production without an emulator, with no demo seed by default', () => {
    const config = loadConfig({ APP_ENV: 'production', SIGNUP_ADMIN_KEY: 'secret', FIREBASE_PROJECT_ID: 'worker-prod' });
    expect(config.appEnv).toBe('production');
    expect(config.firebaseAuthEmulatorHost).toBeUndefined();
    expect(config.seedDemo).toBe(false);
  });

  it('requires SIGNUP_ADMIN_KEY outside local/test (no demo key in production)', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/SIGNUP_ADMIN_KEY is required/);
    expect(() => loadConfig({ APP_ENV: 'staging' })).toThrow(ConfigError);
  });

  it('rejects malformed values with a clear message', () => {
    expect(() => loadConfig({ APP_ENV: 'local', PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ APP_ENV: 'prod' })).toThrow(/APP_ENV/);
    expect(() => loadConfig({ APP_ENV: 'local', DEMO_MARGIN: '100' })).toThrow(/DEMO_MARGIN/);
    expect(() => loadConfig({ APP_ENV: 'local', SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', FIREBASE_AUTH_EMULATOR_HOST: '', APP_ENV: '', SIGNUP_ADMIN_KEY: 'k', FIREBASE_PROJECT_ID: 'p' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.firebaseAuthEmulatorHost).toBeUndefined();
    expect(config.appEnv).toBe('production');
  });

  it('TRUSTED_PROXIES: loopback in local/test, none elsewhere unless listed', () => {
    expect(loadConfig({ APP_ENV: 'local' }).trustedProxies).toEqual(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
    expect(loadConfig({ APP_ENV: 'local', TRUSTED_PROXIES: '10.0.0.5, 10.0.0.6' }).trustedProxies).toEqual(['10.0.0.5', '10.0.0.6']);
    expect(() => loadConfig({ APP_ENV: 'local', TRUSTED_PROXIES: 'nginx' })).toThrow(/TRUSTED_PROXIES/);
  });
});
