import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

// Debian's chromium (Playwright cannot download browsers here). The stack (Auth emulator, workerapi,
// gateway) is started fresh by global-setup on its own ports and data directory.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);

/** Debian's chromium, headless, with nothing that reaches outside this machine (also the prod-like config's). */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/**
 * A suite's config: one worker, no retries, the same browser and page settings (this suite's and the prod-like
 * subset's, playwright.prod-like.config.ts); what differs is where its tests and stack are and how long it waits.
 */
export function suiteConfig(suite: { testDir: string; globalSetup: string; port: number; timeout: number; expectTimeout: number; results: string }): PlaywrightTestConfig {
  return {
    testDir: suite.testDir,
    globalSetup: suite.globalSetup,
    fullyParallel: false,
    workers: 1,
    retries: 0,
    timeout: suite.timeout,
    expect: { timeout: suite.expectTimeout },
    reporter: process.env.CI ? [['list'], ['json', { outputFile: `test-results/${suite.results}` }]] : [['list']],
    use: {
      baseURL: `http://localhost:${suite.port}`,
      locale: 'ja-JP',
      viewport: { width: 390, height: 844 },
      trace: 'retain-on-failure',
      // The shell registers a service worker; page.route() cannot see requests it answers, so tests run
      // without it unless they opt in (the pwa-*.spec.ts files: test.use({ serviceWorkers: 'allow' })).
      serviceWorkers: 'block',
      screenshot: 'only-on-failure',
      launchOptions: CHROMIUM_LAUNCH,
    },
  };
}

// A test's whole time: 90 s. Most take 10-30 s; the longest (axe over several pages, a deploy and a rollback) take
// ~50 s on an idle 2-core machine and more under CI's load. What a worker waits for is asserted by each expect (10 s).
export default defineConfig(
  suiteConfig({ testDir: './tests', globalSetup: './global-setup.ts', port: E2E_PORT, timeout: 90_000, expectTimeout: 10_000, results: 'results.json' }),
);
