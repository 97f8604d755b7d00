import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, fillSignIn } from '../support/app';
import { createChat, customerSays, messages } from '../support/chat';
import { createWorker, signInAs } from '../support/workers';

// The prod-like subset: what a worker does, through nginx → two workerapi replicas → PostgreSQL.

test('nginx serves one origin: security headers, cache rules, compression, JSON for a body too large', async ({ request }) => {
  const config = await request.get('/config.json');
  expect(config.headers()['cache-control']).toBe('no-store');
  expect(config.headers()['x-content-type-options']).toBe('nosniff');
  const { remotes } = (await config.json()) as { remotes: Record<string, string> };
  expect(Object.keys(remotes).length).toBeGreaterThan(0);
  for (const entry of Object.values(remotes)) {
    expect(entry).toMatch(/^\/remotes\/[^/]+\/\d{8}T\d{6}Z-[0-9a-f]{10}\/remoteEntry\.js$/); // a deployed version
    const res = await request.get(entry, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('no-cache');
  }
  const page = await request.get('/mypage/shift-list', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(page.headers()['content-type']).toMatch(/text\/html/);
  expect(page.headers()['content-encoding']).toBe('gzip');
  expect(page.headers()['referrer-policy']).toBeTruthy();
  const html = await page.text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script ?? '');
  expect(asset.headers()['cache-control']).toContain('immutable');
  // The build's own .br / .gz (shared/build/precompress.mjs) are sent as they are: the length is the file's.
  const built = join(import.meta.dirname, '..', '..', 'shell', 'dist', script ?? '');
  const brotliStatic = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
  const cases: [accept: string, encoding: string, suffix: string][] = [['br, gzip', brotliStatic ? 'br' : 'gzip', brotliStatic ? '.br' : '.gz'], ['gzip', 'gzip', '.gz']];
  for (const [accept, encoding, suffix] of cases) {
    const res = await request.get(script ?? '', { headers: { 'Accept-Encoding': accept } });
    expect(res.headers()['content-encoding'], accept).toBe(encoding);
    expect(Number(res.headers()['content-length']), accept).toBe(statSync(built + suffix).size);
  }
  expect((await request.get('/assets/missing-12345678.js')).status()).toBe(404);

  const tooLarge = await request.post('/workerapi/workers/login', { data: 'x'.repeat(1_100_000), headers: { 'Content-Type': 'application/json' } });
  expect(tooLarge.status()).toBe(413);
  expect(await tooLarge.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: '送信されたデータが大きすぎます。' } });
});

test('two replicas started together on one database: exactly one ran the migrations', async ({ request }) => {
  const control = `http://127.0.0.1:${Number(process.env.E2E_PORT) + 9}`;
  const replicas = (await (await request.get(`${control}/replicas`)).json()) as { migrated: number | null }[];
  const counts = replicas.map((r) => r.migrated);
  expect(counts).toHaveLength(2);
  expect(counts.filter((n) => n === 0)).toHaveLength(1);
  expect(counts.find((n) => n !== 0)).toBeGreaterThan(0);
});

test('the demo worker signs in and sees a page of every remote', async ({ page }) => {
  await page.goto('/login'); // mfe_auth
  await fillSignIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(page.getByTestId('mypage-greeting')).toContainText(DEMO.name); // mfe_mypage
  await page.goto('/mypage/shift-list'); // mfe_shifts
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('area-error')).toHaveCount(0);
});

test('a mutation through nginx and a replica: a notice read stays read after a reload', async ({ page, request }) => {
  const worker = await createWorker(request); // sign-up and profile: mutations too
  await signInAs(page, worker);
  await expect(page.getByTestId('dashboard-notices')).toContainText('未読のお知らせが3件あります');
  await page.getByTestId('dashboard-notices').click();
  const items = page.getByTestId('notice-item');
  await expect(items).toHaveCount(3);
  await items.nth(0).getByRole('link').click();
  await expect(page.getByTestId('notice-body')).toBeVisible();
  await page.getByRole('link', { name: 'お知らせ一覧へ戻る' }).click();
  await expect(page.getByTestId('notice-unread')).toHaveCount(2);
  await page.reload();
  await expect(page.getByTestId('notice-unread')).toHaveCount(2);
});

test('a chat message through nginx: shown as sent, still there once after a reload; the customer\'s answer arrives live', async ({ page, request }) => {
  const worker = await createWorker(request);
  const chat = await createChat(request, worker, '高橋 由美'); // the customer, reservation and chat of this test
  await signInAs(page, worker);
  await page.goto(`/mypage/chat/${chat.id}`); // mfe_chat
  await expect(page.getByRole('heading', { level: 1, name: '高橋 由美 様' })).toBeVisible();
  await expect(page.getByText('まだメッセージはありません')).toBeVisible();

  await page.getByTestId('message-input').fill('明日の10時に伺います');
  await page.getByTestId('message-send').click();
  await expect(page.getByTestId('message-input')).toHaveValue('');
  const mine = messages(page).filter({ hasText: '明日の10時に伺います' });
  await expect(mine).toHaveCount(1);
  // Sent: the stored message (with its time), no longer the pending 送信中 bubble.
  await expect(mine).toHaveAttribute('data-author', 'worker');
  await expect(mine).not.toHaveAttribute('data-pending', /.*/);
  await expect(mine.getByTestId('message-sending')).toHaveCount(0);
  await expect(mine.locator('time')).toHaveText(/^\d{1,2}:\d{2}$/);

  await page.reload(); // the next page load may land on the other replica: PostgreSQL has it
  await expect(messages(page).filter({ hasText: '明日の10時に伺います' })).toHaveCount(1);
  await expect(messages(page).filter({ hasText: '明日の10時に伺います' })).toHaveAttribute('data-author', 'worker');

  // The tab's event stream goes through nginx (unbuffered) to a replica; the customer writes through nginx too.
  await customerSays(request, chat.id, '承知しました。お待ちしております');
  await expect(messages(page).filter({ hasText: '承知しました。お待ちしております' })).toHaveAttribute('data-author', 'customer', { timeout: 10_000 });
});
