import { sql } from 'kysely';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createFakeTokenVerifier, type FakeTokenVerifier } from '../auth/fake-token-verifier';
import type { Db } from '../db/database';
import { createTestDatabase } from '../db/test-database';
import type { AppEnv } from '../http/app-env';
import { createLogger } from '../logger';
import { createMemoryImageStore } from '../mypage/image-store';
import { createNotice } from '../mypage/notice-repository';
import { jsonRequest } from '../test-context';
import { createWorker } from '../workers/worker-repository';

let db: Db;
let verifier: FakeTokenVerifier;
let images: ReturnType<typeof createMemoryImageStore>;
let app: Hono<AppEnv>;

beforeAll(async () => {
  db = await createTestDatabase();
  verifier = createFakeTokenVerifier();
  images = createMemoryImageStore();
  app = createApp({ db, verifier, logger: createLogger('silent'), config: { appEnv: 'test', signupAdminKey: 'k' }, images });
});
afterAll(async () => {
  await db.destroy();
});

let workerA: string;
beforeEach(async () => {
  await sql`truncate workers, idempotency_keys, notices, notice_reads, bank_accounts cascade`.execute(db);
  images.clear();
  workerA = (await createWorker(db, { email: 'a@example.jp', name: 'A', firebaseUid: 'uid-a' })).id;
  await createWorker(db, { email: 'b@example.jp', name: 'B', firebaseUid: 'uid-b' });
  verifier.issue('tok-a', { uid: 'uid-a', email: 'a@example.jp' });
  verifier.issue('tok-b', { uid: 'uid-b', email: 'b@example.jp' });
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

interface ErrorJson { error: { code: string; message: string; fields?: Record<string, string[]> } }
interface WorkerJson { worker: { imageUrl: string | null } }

// ---------------------------------------------------------------------------------------------------------
// POST /workerapi/update/image, GET /workerapi/me/image

/** A JPEG laid out as one (SOI, APP0, SOF0, SOS, scan data, EOI), `scan` bytes of scan data. */
function jpegOf(scan = 4): Uint8Array {
  const head = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
    0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00,
    0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00];
  const bytes = new Uint8Array(head.length + scan + 2);
  bytes.set(head);
  bytes.set([0xff, 0xd9], bytes.length - 2);
  return bytes;
}
const JPEG = jpegOf();
/** A PNG laid out as one: signature, IHDR, IDAT, IEND. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
  0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde,
  0, 0, 0, 1, 0x49, 0x44, 0x41, 0x54, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

function upload(token: string, bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('image', new File([bytes], name, { type }));
  return app.request('/workerapi/update/image', { method: 'POST', headers: auth(token), body: form });
}

async function imageUrlOf(token: string): Promise<string | null> {
  const me = (await (await app.request('/workerapi/me', { headers: auth(token) })).json()) as WorkerJson;
  return me.worker.imageUrl;
}

describe('POST /workerapi/update/image (spec §7, form data)', () => {
  it('stores a JPEG, answers the worker with an imageUrl, and serves it back to the owner only', async () => {
    const res = await upload('tok-a', JPEG);
    expect(res.status).toBe(200);
    const { worker } = (await res.json()) as WorkerJson;
    expect(worker.imageUrl).toMatch(/^\/workerapi\/me\/image\?v=[0-9a-f]{16}$/);
    expect(await imageUrlOf('tok-a')).toBe(worker.imageUrl);

    const image = await app.request(worker.imageUrl ?? '', { headers: auth('tok-a') });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(JPEG);

    // Another worker gets their own (none), never A's; no token → 401.
    expect((await app.request('/workerapi/me/image', { headers: auth('tok-b') })).status).toBe(404);
    expect((await app.request('/workerapi/me/image')).status).toBe(401);
  });

  it('decides the type by content: a PNG named .jpg is stored as PNG', async () => {
    const res = await upload('tok-a', PNG, 'photo.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const image = await app.request('/workerapi/me/image', { headers: auth('tok-a') });
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('a new photo replaces the old one, whose file is removed', async () => {
    await upload('tok-a', JPEG);
    const first = images.keys();
    await upload('tok-a', PNG, 'b.png', 'image/png');
    expect(images.keys()).toHaveLength(1);
    expect(images.keys()).not.toEqual(first);
  });

  it('refuses a text file renamed .jpg (415, Japanese) and changes nothing', async () => {
    await upload('tok-a', JPEG);
    const before = await imageUrlOf('tok-a');
    const res = await upload('tok-a', new TextEncoder().encode('これは画像ではありません'), 'fake.jpg', 'image/jpeg');
    expect(res.status).toBe(415);
    expect(((await res.json()) as ErrorJson).error).toEqual({ code: 'IMAGE_TYPE_UNSUPPORTED', message: 'JPEG・PNG・WebP形式の画像を選んでください。' });
    expect(await imageUrlOf('tok-a')).toBe(before);
    expect(images.keys()).toHaveLength(1);
  });

  it('refuses a 10 MB image (413, stating the 5 MB limit) and changes nothing', async () => {
    const big = new Uint8Array(10 * 1024 * 1024);
    big.set(JPEG);
    const res = await upload('tok-a', big);
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorJson).error).toEqual({ code: 'IMAGE_TOO_LARGE', message: '画像のサイズが大きすぎます。5MB以下の画像を選んでください。' });
    expect(await imageUrlOf('tok-a')).toBeNull();
    expect(images.keys()).toEqual([]);
  });

  it('accepts a photo just under 5 MB (the route has its own limit above the 1 MiB JSON one)', async () => {
    const photo = jpegOf(5 * 1024 * 1024 - 100);
    expect((await upload('tok-a', photo)).status).toBe(200);
  });

  it('a missing image or a JSON body is a 400 in Japanese', async () => {
    const empty = new FormData();
    empty.append('other', 'x');
    const missing = await app.request('/workerapi/update/image', { method: 'POST', headers: auth('tok-a'), body: empty });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorJson).error.fields?.image).toEqual(['画像ファイルを選択してください。']);
    const json = await app.request('/workerapi/update/image', jsonRequest('POST', { image: 'x' }, auth('tok-a')));
    expect(json.status).toBe(400);
    expect(((await json.json()) as ErrorJson).error.code).toBe('MULTIPART_REQUIRED');
  });

  it('needs a worker token', async () => {
    expect((await upload('nope', JPEG)).status).toBe(401);
  });
});

// ---------------------------------------------------------------------------------------------------------
// notices

interface NoticesJson { notices: { id: string; title: string; read: boolean }[]; unreadCount: number }

describe('notices with per-worker read state', () => {
  const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003'];
  beforeEach(async () => {
    const day = 24 * 60 * 60 * 1000;
    await createNotice(db, { id: ids[0], title: '古い', body: '本文1', publishedAt: new Date(Date.now() - 3 * day) });
    await createNotice(db, { id: ids[1], title: '新しい', body: '本文2', publishedAt: new Date(Date.now() - day) });
    await createNotice(db, { id: ids[2], title: '予約投稿', body: '未来', publishedAt: new Date(Date.now() + day) });
  });

  it('lists published notices newest first, all unread at first', async () => {
    const res = await app.request('/workerapi/notices', { headers: auth('tok-a') });
    expect(res.status).toBe(200);
    const body = (await res.json()) as NoticesJson;
    expect(body.notices.map((n) => n.title)).toEqual(['新しい', '古い']);
    expect(body.notices.every((n) => !n.read)).toBe(true);
    expect(body.unreadCount).toBe(2);
  });

  it('opening one marks it read for that worker only', async () => {
    const open = await app.request(`/workerapi/notices/${ids[1]}`, { headers: auth('tok-a') });
    expect(((await open.json()) as { notice: { body: string; read: boolean } }).notice).toMatchObject({ body: '本文2', read: false });
    const read = await app.request(`/workerapi/notices/${ids[1]}/read`, jsonRequest('POST', {}, auth('tok-a')));
    expect(read.status).toBe(200);
    expect(((await read.json()) as { notice: { read: boolean } }).notice.read).toBe(true);
    // twice is fine
    expect((await app.request(`/workerapi/notices/${ids[1]}/read`, jsonRequest('POST', {}, auth('tok-a')))).status).toBe(200);

    const a = (await (await app.request('/workerapi/notices', { headers: auth('tok-a') })).json()) as NoticesJson;
    expect(a.unreadCount).toBe(1);
    expect(a.notices.find((n) => n.id === ids[1])?.read).toBe(true);
    const b = (await (await app.request('/workerapi/notices', { headers: auth('tok-b') })).json()) as NoticesJson;
    expect(b.unreadCount).toBe(2);
  });

  it('an unknown, malformed or not yet published notice is a 404', async () => {
    for (const id of ['00000000-0000-4000-8000-00000000dead', 'not-a-uuid', ids[2]]) {
      const res = await app.request(`/workerapi/notices/${id}`, { headers: auth('tok-a') });
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorJson).error.message).toBe('お知らせが見つかりませんでした。');
      expect((await app.request(`/workerapi/notices/${id}/read`, jsonRequest('POST', {}, auth('tok-a')))).status).toBe(404);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
// GET/POST /workerapi/account

const ACCOUNT = { bankCode: '0001', bankName: 'みずほ', branchCode: '001', branchName: '東京営業部', accountType: 'ordinary', accountNumber: '1234', holderName: 'しょうじ　きょうこ' };

describe('spec §7 GET/POST /workerapi/account', () => {
  it('is null before registration', async () => {
    const res = await app.request('/workerapi/account', { headers: auth('tok-a') });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ account: null });
  });

  it('saves the account normalised (number padded to 7, holder name as the bank sees it) and reads it back', async () => {
    const res = await app.request('/workerapi/account', jsonRequest('POST', ACCOUNT, auth('tok-a')));
    expect(res.status).toBe(200);
    const expected = { ...ACCOUNT, accountNumber: '0001234', holderName: 'シヨウジ キヨウコ' };
    expect(((await res.json()) as { account: unknown }).account).toMatchObject(expected);
    const back = (await (await app.request('/workerapi/account', { headers: auth('tok-a') })).json()) as { account: unknown };
    expect(back.account).toMatchObject(expected);
    // B sees nothing of A's
    expect(await (await app.request('/workerapi/account', { headers: auth('tok-b') })).json()).toEqual({ account: null });
  });

  it('a change replaces the one account', async () => {
    await app.request('/workerapi/account', jsonRequest('POST', ACCOUNT, auth('tok-a')));
    await app.request('/workerapi/account', jsonRequest('POST', { ...ACCOUNT, accountType: 'current', accountNumber: '7654321' }, auth('tok-a')));
    const rows = await db.selectFrom('bank_accounts').selectAll().where('worker_id', '=', workerA).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ account_type: 'current', account_number: '7654321' });
  });

  it('names a character banks refuse, in Japanese, and saves nothing', async () => {
    const res = await app.request('/workerapi/account', jsonRequest('POST', { ...ACCOUNT, holderName: 'やまだ 花子' }, auth('tok-a')));
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.fields?.holderName?.[0]).toContain('「花」「子」');
    expect(await db.selectFrom('bank_accounts').selectAll().execute()).toEqual([]);
  });

  it('refuses a worker id in the body and bad codes', async () => {
    const res = await app.request('/workerapi/account', jsonRequest('POST', { ...ACCOUNT, workerId: 'x', bankCode: '12' }, auth('tok-a')));
    expect(res.status).toBe(400);
    const fields = ((await res.json()) as ErrorJson).error.fields ?? {};
    expect(fields.bankCode).toEqual(['金融機関コードは4桁の数字で入力してください']);
    expect(fields.workerId).toBeDefined();
  });

  it('needs a worker token', async () => {
    expect((await app.request('/workerapi/account')).status).toBe(401);
  });
});

// ---------------------------------------------------------------------------------------------------------
// bank search (zengin-code)

interface BanksJson { banks: { code: string; name: string }[] }
interface BranchesJson { bank: { code: string }; branches: { code: string; name: string }[] }

describe('GET /workerapi/banks and /workerapi/banks/{code}/branches', () => {
  it('finds banks by kanji, hiragana, katakana, code, or with 銀行 typed', async () => {
    const search = async (q: string) =>
      ((await (await app.request(`/workerapi/banks?q=${encodeURIComponent(q)}`, { headers: auth('tok-a') })).json()) as BanksJson).banks;
    expect((await search('みずほ'))[0]).toMatchObject({ code: '0001', name: 'みずほ' });
    expect((await search('ミズホ銀行'))[0]).toMatchObject({ code: '0001' });
    expect((await search('0005'))[0]).toMatchObject({ code: '0005' });
    expect((await search('ゆうちょ'))[0]).toMatchObject({ code: '9900' });
    expect((await search('三菱UFJ'))[0]).toMatchObject({ code: '0005' });
    expect((await search('')).some((b) => b.code === '9900')).toBe(true);
    expect(await search('存在しない銀行ですよ')).toEqual([]);
  }, 20_000);

  it('finds branches of one bank, small kana typed as usual (とうきょう)', async () => {
    const res = await app.request(`/workerapi/banks/0001/branches?q=${encodeURIComponent('とうきょう')}`, { headers: auth('tok-a') });
    expect(res.status).toBe(200);
    const body = (await res.json()) as BranchesJson;
    expect(body.bank.code).toBe('0001');
    expect(body.branches.some((b) => b.code === '001' && b.name === '東京営業部')).toBe(true);
  });

  it('an unknown bank is a 404; a long query a 400; no token a 401', async () => {
    expect((await app.request('/workerapi/banks/9999/branches', { headers: auth('tok-a') })).status).toBe(404);
    expect((await app.request('/workerapi/banks/abc/branches', { headers: auth('tok-a') })).status).toBe(404);
    expect((await app.request(`/workerapi/banks?q=${'あ'.repeat(41)}`, { headers: auth('tok-a') })).status).toBe(400);
    expect((await app.request('/workerapi/banks?q=a')).status).toBe(401);
  });
});

// ---------------------------------------------------------------------------------------------------------
// test-only route

describe('POST /workerapi/__test/mypage/terms (local/test only)', () => {
  it("sets the caller's charge and margin", async () => {
    const res = await app.request('/workerapi/__test/mypage/terms', jsonRequest('POST', { charge: 10000, margin: 30 }, auth('tok-a')));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { worker: { charge: number; margin: number } }).worker).toMatchObject({ charge: 10000, margin: 30 });
  });

  it('does not exist in production', async () => {
    const prod = createApp({ db, verifier, logger: createLogger('silent'), config: { appEnv: 'production', signupAdminKey: 'k' } });
    expect((await prod.request('/workerapi/__test/mypage/terms', jsonRequest('POST', { charge: 1, margin: 1 }, auth('tok-a')))).status).toBe(404);
  });
});

describe('issue 12 item 11: what only looks right is refused', () => {
  it('a file that starts like a JPEG or PNG but is not laid out as one is a 415', async () => {
    const truncatedJpeg = JPEG.slice(0, 16);
    const pngHeadOnly = PNG.slice(0, 16);
    const jpegThenScript = new Uint8Array([...JPEG.slice(0, 4), ...new TextEncoder().encode('<script>alert(1)</script>')]);
    for (const bytes of [truncatedJpeg, pngHeadOnly, jpegThenScript]) {
      const res = await upload('tok-a', bytes);
      expect(res.status).toBe(415);
      expect(((await res.json()) as ErrorJson).error.code).toBe('IMAGE_TYPE_UNSUPPORTED');
    }
  });

  it('a bank name that is not the name of the bank code, or a branch name not of the branch code, is a 400 on that field', async () => {
    const wrongBank = await app.request('/workerapi/account', jsonRequest('POST', { ...ACCOUNT, bankName: '三菱UFJ' }, auth('tok-a')));
    expect(wrongBank.status).toBe(400);
    expect(((await wrongBank.json()) as ErrorJson).error.fields).toEqual({ bankName: ['金融機関コードと金融機関名が一致しません'] });
    const wrongBranch = await app.request('/workerapi/account', jsonRequest('POST', { ...ACCOUNT, branchName: '大阪支店' }, auth('tok-a')));
    expect(wrongBranch.status).toBe(400);
    expect(((await wrongBranch.json()) as ErrorJson).error.fields).toEqual({ branchName: ['支店コードと支店名が一致しません'] });
  });
});
