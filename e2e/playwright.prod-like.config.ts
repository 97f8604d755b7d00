import { defineConfig } from '@playwright/test';
import { suiteConfig } from './playwright.config';

// The prod-like subset (docs/deploy.md): the same browser settings as playwright.config.ts, against
// `npm run start:prod-like`'s topology — nginx → two workerapi replicas → PostgreSQL, Auth emulator —
// started by prod-like/global-setup.ts on E2E_PORT (nginx), +1/+2 (replicas), +5 (PostgreSQL),
// +9 (the test's control endpoint), +10 (emulator). `npm test` runs it after the main suite.
process.env.E2E_PORT ??= '18150';

export default defineConfig(
  suiteConfig({ testDir: './prod-like', globalSetup: './prod-like/global-setup.ts', port: Number(process.env.E2E_PORT), timeout: 90_000, expectTimeout: 15_000, results: 'prod-like-results.json' }),
);
