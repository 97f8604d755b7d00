import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const workerapiDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

describe('main', () => {
  it.each(['production', 'staging'])('exits non-zero in %s when FIREBASE_AUTH_EMULATOR_HOST is set', (appEnv) => {
    const result = spawnSync(tsx, ['src/main.ts'], {
      cwd: workerapiDir,
      env: {
        PATH: process.env.PATH,
        APP_ENV: appEnv,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        SIGNUP_ADMIN_KEY: 'secret',
        PORT: '1',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/refuses to start/);
    expect(result.stdout).not.toMatch(/listening/);
  });
});
