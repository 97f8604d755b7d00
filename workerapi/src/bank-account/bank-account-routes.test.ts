import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import type { FakeTokenVerifier } from '../auth/fake-token-verifier';
import { bearer as auth, jsonRequest, withTwoWorkerApp, type ErrorJson } from '../test-context';

let app: Hono<AppEnv>;
let db: Db;
let workerA: string;
let verifier: FakeTokenVerifier;
withTwoWorkerApp(['bank_accounts'], (t) => {
  ({ app, db, workerA, verifier } = t);
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

  it('needs the password entered within 30 minutes (403 REAUTH_REQUIRED): a stolen token of a long session cannot move the pay', async () => {
    verifier.issue('tok-old', { uid: 'uid-a', email: 'a@example.jp', authTime: Date.now() - 31 * 60 * 1000 });
    const res = await app.request('/workerapi/account', jsonRequest('POST', ACCOUNT, auth('tok-old')));
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorJson).error).toEqual({ code: 'REAUTH_REQUIRED', message: 'セキュリティのため、パスワードをもう一度入力してからお試しください。' });
    expect(await db.selectFrom('bank_accounts').selectAll().execute()).toEqual([]);
    // Reading it needs no fresh sign-in; a password entered 29 minutes ago is enough to change it.
    expect((await app.request('/workerapi/account', { headers: auth('tok-old') })).status).toBe(200);
    verifier.issue('tok-recent', { uid: 'uid-a', email: 'a@example.jp', authTime: Date.now() - 29 * 60 * 1000 });
    expect((await app.request('/workerapi/account', jsonRequest('POST', ACCOUNT, auth('tok-recent')))).status).toBe(200);
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

  it('refuses an account number of zeros and a holder name without a name (「ー」), in Japanese, and saves nothing', async () => {
    const res = await app.request('/workerapi/account', jsonRequest('POST', { ...ACCOUNT, accountNumber: '0000000', holderName: 'ー' }, auth('tok-a')));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error.fields).toEqual({
      accountNumber: ['口座番号が0だけになっています。通帳やキャッシュカードの口座番号を入力してください'],
      holderName: ['口座名義には通帳のとおりお名前をカナで入力してください（記号や数字だけの名義は登録できません）'],
    });
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

describe('issue 12 item 11: a bank or branch name must be the one of its code', () => {
  it('a bank name that is not the name of the bank code, or a branch name not of the branch code, is a 400 on that field', async () => {
    const wrongBank = await app.request('/workerapi/account', jsonRequest('POST', { ...ACCOUNT, bankName: '三菱UFJ' }, auth('tok-a')));
    expect(wrongBank.status).toBe(400);
    expect(((await wrongBank.json()) as ErrorJson).error.fields).toEqual({ bankName: ['金融機関コードと金融機関名が一致しません'] });
    const wrongBranch = await app.request('/workerapi/account', jsonRequest('POST', { ...ACCOUNT, branchName: '大阪支店' }, auth('tok-a')));
    expect(wrongBranch.status).toBe(400);
    expect(((await wrongBranch.json()) as ErrorJson).error.fields).toEqual({ branchName: ['支店コードと支店名が一致しません'] });
  });

  it('a bank code that does not exist is said of the code (not 「…名が一致しません」); so is a branch code the bank does not have', async () => {
    const noBank = await app.request('/workerapi/account', jsonRequest('POST', { ...ACCOUNT, bankCode: '0999', bankName: '新しい銀行' }, auth('tok-a')));
    expect(noBank.status).toBe(400);
    expect(((await noBank.json()) as ErrorJson).error.fields).toEqual({ bankCode: ['金融機関コード0999の金融機関は見つかりません。コードを確認してください'] });
    const noBranch = await app.request('/workerapi/account', jsonRequest('POST', { ...ACCOUNT, branchCode: '999', branchName: '新しい支店' }, auth('tok-a')));
    expect(noBranch.status).toBe(400);
    expect(((await noBranch.json()) as ErrorJson).error.fields).toEqual({ branchCode: ['支店コード999の支店はみずほに見つかりません。支店コードを確認してください'] });
    expect(await db.selectFrom('bank_accounts').selectAll().execute()).toEqual([]);
  });

  it('a renamed bank typed by hand under its former name (住信SBIネット銀行, 0038) is saved under its name now', async () => {
    const res = await app.request('/workerapi/account', jsonRequest('POST', { ...ACCOUNT, bankCode: '0038', bankName: '住信SBIネット銀行', branchCode: '101', branchName: 'いちご支店' }, auth('tok-a')));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { account: unknown }).account).toMatchObject({ bankCode: '0038', bankName: 'ドコモＳＭＴＢネット', branchName: 'イチゴ' });
  });

  it('names typed by hand as people write them (みずほ銀行, 渋谷支店, full-width, katakana) are the names of their codes, saved as the bank writes them', async () => {
    const typed = { ...ACCOUNT, bankName: 'みずほ銀行', branchCode: '210', branchName: '渋谷支店' };
    const res = await app.request('/workerapi/account', jsonRequest('POST', typed, auth('tok-a')));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { account: unknown }).account).toMatchObject({ bankCode: '0001', bankName: 'みずほ', branchCode: '210', branchName: '渋谷' });
    const kana = await app.request('/workerapi/account', jsonRequest('POST', { ...typed, bankName: 'ミズホ　ギンコウ', branchName: 'しぶや' }, auth('tok-a')));
    expect(kana.status).toBe(200);
    expect(((await kana.json()) as { account: unknown }).account).toMatchObject({ bankName: 'みずほ', branchName: '渋谷' });
  });
});
