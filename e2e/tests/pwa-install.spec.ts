import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForServiceWorkerControl } from '../support/pwa';

test.use({ serviceWorkers: 'allow' });

test('the web manifest is served as application/manifest+json and linked from the page (spec §1)', async ({ page, request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(res.headers()['cache-control']).toBe('no-cache');
  const manifest = (await res.json()) as {
    name: string; short_name: string; start_url: string; display: string; theme_color: string; lang: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'ワーカー マイページ', short_name: 'ワーカー', start_url: '/mypage', display: 'standalone', theme_color: '#1f5fbf', lang: 'ja' });
  expect(manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
  expect(manifest.icons.some((i) => i.sizes === '192x192')).toBe(true);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
  }

  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('/sw.js is served as JavaScript, never cached by HTTP, allowed scope /', async ({ request }) => {
  const res = await request.get('/sw.js');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(res.headers()['cache-control']).toBe('no-cache');
  expect(res.headers()['service-worker-allowed']).toBe('/');
});

test('the app\'s files are sent as the build compressed them: brotli when taken, else gzip, else as they are', async ({ request }) => {
  const html = await (await request.get('/login')).text();
  const start = /<link rel="modulepreload" crossorigin href="(\/assets\/start-[^"]+\.js)"/.exec(html)?.[1] ?? '';
  expect(start).not.toBe('');
  const file = join(import.meta.dirname, '..', '..', 'shell', 'dist', start);
  for (const [accept, encoding, length] of [
    ['gzip, deflate, br', 'br', statSync(`${file}.br`).size],
    ['gzip', 'gzip', statSync(`${file}.gz`).size],
    ['identity', undefined, statSync(file).size],
  ] as const) {
    const res = await request.get(start, { headers: { 'Accept-Encoding': accept } });
    expect(res.headers()['content-encoding'], accept).toBe(encoding);
    expect(Number(res.headers()['content-length']), accept).toBe(length);
    if (encoding) expect(res.headers()['vary'], accept).toMatch(/Accept-Encoding/);
    expect((await res.body()).equals(readFileSync(file)), accept).toBe(true);
  }
});

test('the service worker (scope /) controls the page after the first load and says the app works offline', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
  await waitForServiceWorkerControl(page);

  const workers = context.serviceWorkers();
  expect(workers.map((w) => new URL(w.url()).pathname)).toContain('/sw.js');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(scope).toBe(new URL('/', page.url()).href);

  // Spec §4: the offline-ready signal of the first install, as a short Japanese notice (shown once the
  // worker has used the page, so it never covers the page still loading).
  await page.getByRole('heading', { name: 'ログイン' }).click();
  await expect(page.getByTestId('pwa-offline-ready')).toContainText('オフラインでも使えるようになりました。');

  // A reload is answered by the worker.
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
  await expect(page.getByTestId('pwa-offline-ready')).toHaveCount(0); // first install only
});

test('the first tap after the install does what it was for: the offline-ready notice comes after it, never under the finger', async ({ page }) => {
  // 登録する at the bottom of a small screen, where the notice appears: it used to appear on the finger-down, and the
  // finger-up landed on it, so the tap did nothing (no 「…を入力してください」, on a first visit's sign-up).
  await page.setViewportSize({ width: 320, height: 640 });
  const noticesLoaded = page.waitForResponse((r) => /\/assets\/pwa-notices-[^/]+\.js$/.test(r.url()), { timeout: 30_000 });
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: '新規登録' })).toBeVisible();
  await waitForServiceWorkerControl(page);
  await noticesLoaded; // the offline-ready signal is due: its code loads, and waits for the worker's first tap
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  const submit = page.getByRole('button', { name: '登録する' });
  await submit.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  const box = await submit.boundingBox();
  expect(box && box.y + box.height).toBeGreaterThan(560); // where the notice will be
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await expect(page.getByText('メールアドレスを入力してください')).toBeVisible();
  await expect(page.getByTestId('pwa-offline-ready')).toContainText('オフラインでも使えるようになりました。');
});
