import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './playwright.config';

// The prod-like subset (docs/deploy.md): the same browser settings as playwright.config.ts, against
// `npm run start:prod-like`'s topology — nginx → two workerapi replicas → PostgreSQL, Auth emulator —
// started by prod-like/global-setup.ts on E2E_PORT (nginx), +1/+2 (replicas), +5 (PostgreSQL),
// +9 (the test's control endpoint), +10 (emulator). `npm test` runs it after the main suite.
process.env.E2E_PORT ??= '18150';
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: './prod-like',
  globalSetup: './prod-like/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/prod-like-results.json' }]] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'ja-JP',
    viewport: { width: 390, height: 844 },
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
