import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TestWorker } from './workers';

// Helpers of the my-page specs (mypage-*.spec.ts): real image files made here, and the operator's terms of a
// test's own worker through the local/test-only route.

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of width × height (RGB): a gradient, or random noise when `noise` (which does not compress, so a
 * 1900 × 1900 noise PNG weighs about 10 MB).
 */
export function png(width: number, height: number, { noise = false } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = noise ? randomBytes(width * 3 + 1) : Buffer.alloc(width * 3 + 1);
    row[0] = 0; // filter: none
    if (!noise) {
      for (let x = 0; x < width; x++) {
        row[1 + x * 3] = (x * 255) / width;
        row[2 + x * 3] = (y * 255) / height;
        row[3 + x * 3] = 160;
      }
    }
    rows.push(row);
  }
  const data = deflateSync(Buffer.concat(rows), { level: noise ? 0 : 6 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Gives the test's own worker the charge and margin the operator would set (POST /workerapi/__test/mypage/terms). */
export async function setTerms(request: APIRequestContext, worker: TestWorker, terms: { charge: number; margin: number }): Promise<void> {
  const res = await request.post('/workerapi/__test/mypage/terms', { data: terms, headers: { Authorization: `Bearer ${worker.idToken}` } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The worker's imageUrl as the API reports it. */
export async function imageUrlOf(request: APIRequestContext, worker: TestWorker): Promise<string | null> {
  const res = await request.get('/workerapi/me', { headers: { Authorization: `Bearer ${worker.idToken}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { worker: { imageUrl: string | null } }).worker.imageUrl;
}

/** From /mypage/account: confirms the password and arrives on /mypage/account/edit. */
export async function openAccountEdit(page: Page, worker: TestWorker, button: '口座を登録する' | '口座を変更する' = '口座を登録する'): Promise<void> {
  await page.goto('/mypage/account');
  await page.getByRole('button', { name: button }).click();
  await page.getByLabel('パスワード', { exact: true }).fill(worker.password);
  await page.getByRole('button', { name: '確認して進む' }).click();
  await expect(page).toHaveURL(/\/mypage\/account\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: '口座情報の登録・変更' })).toBeVisible();
}
