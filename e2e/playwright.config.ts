import { defineConfig } from '@playwright/test';

// Debian's chromium (Playwright cannot download browsers here). The stack (Auth emulator, workerapi,
// gateway) is started fresh by global-setup on its own ports and data directory.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);

/** Debian's chromium, headless, with nothing that reaches outside this machine (also the prod-like config's). */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/results.json' }]] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'ja-JP',
    viewport: { width: 390, height: 844 },
    trace: 'retain-on-failure',
    // The shell registers a service worker; page.route() cannot see requests it answers, so tests run
    // without it unless they opt in (the pwa-*.spec.ts files: test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
