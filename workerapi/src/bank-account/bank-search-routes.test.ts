import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/app-env';
import { bearer as auth, withTwoWorkerApp } from '../test-context';

let app: Hono<AppEnv>;
withTwoWorkerApp([], (t) => {
  ({ app } = t);
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

  it('finds ゆうちょ by 郵便局 and a renamed bank by its former name (住信SBI → ドコモＳＭＴＢネット, said so)', async () => {
    const search = async (q: string) =>
      ((await (await app.request(`/workerapi/banks?q=${encodeURIComponent(q)}`, { headers: auth('tok-a') })).json()) as { banks: { code: string; name: string; formerName?: string }[] }).banks;
    for (const q of ['郵便', 'ゆうびん', '郵便局', 'ユウビンキョク']) expect((await search(q))[0], q).toMatchObject({ code: '9900' });
    for (const q of ['住信SBI', '住信ＳＢＩネット銀行', 'じゅうしん']) expect((await search(q))[0], q).toEqual({ code: '0038', name: 'ドコモＳＭＴＢネット', kana: 'ドコモＳＭＴＢネツト', formerName: '住信SBIネット' });
    expect((await search('ジャパンネット'))[0]).toMatchObject({ code: '0033', formerName: 'ジャパンネット' });
    expect((await search('みずほ'))[0]).not.toHaveProperty('formerName');
  });

  it('finds branches of one bank, small kana typed as usual (とうきょう)', async () => {
    const res = await app.request(`/workerapi/banks/0001/branches?q=${encodeURIComponent('とうきょう')}`, { headers: auth('tok-a') });
    expect(res.status).toBe(200);
    const body = (await res.json()) as BranchesJson;
    expect(body.bank.code).toBe('0001');
    expect(body.branches.some((b) => b.code === '001' && b.name === '東京営業部')).toBe(true);
  });

  it('says when the list is cut at 20 (しんきん: hundreds of 信用金庫), and not when all results are there', async () => {
    const get = async (path: string) => (await (await app.request(path, { headers: auth('tok-a') })).json()) as { banks?: unknown[]; branches?: unknown[]; truncated: boolean };
    const shinkin = await get(`/workerapi/banks?q=${encodeURIComponent('しんきん')}`);
    expect(shinkin.banks).toHaveLength(20);
    expect(shinkin.truncated).toBe(true);
    expect(await get(`/workerapi/banks?q=${encodeURIComponent('みずほ')}`)).toMatchObject({ truncated: false });
    const branches = await get('/workerapi/banks/0001/branches?q=');
    expect(branches.branches).toHaveLength(20);
    expect(branches.truncated).toBe(true);
    expect(await get(`/workerapi/banks/0001/branches?q=${encodeURIComponent('渋谷')}`)).toMatchObject({ truncated: false });
  });

  it('an unknown bank is a 404; a long query a 400; no token a 401', async () => {
    expect((await app.request('/workerapi/banks/9999/branches', { headers: auth('tok-a') })).status).toBe(404);
    expect((await app.request('/workerapi/banks/abc/branches', { headers: auth('tok-a') })).status).toBe(404);
    expect((await app.request(`/workerapi/banks?q=${'あ'.repeat(41)}`, { headers: auth('tok-a') })).status).toBe(400);
    expect((await app.request('/workerapi/banks?q=a')).status).toBe(401);
  });
});
