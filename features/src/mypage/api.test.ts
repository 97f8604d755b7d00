import { describe, expect, it } from 'vitest';
import { getAccount, saveAccount } from './bank-account-api';
import { searchBanks, searchBranches } from './banks-api';

import { getNotice, getNotices, markNoticeRead } from './notices-api';
import { uploadProfileImage } from './profile-image-api';
import { getDashboardShifts } from './next-shift';
import { scriptedApi } from 'shared/testing/api';

const reply = scriptedApi('tok');

const account = {
  bankCode: '0001', bankName: 'みずほ', branchCode: '001', branchName: '東京営業部', accountType: 'ordinary',
  accountNumber: '0001234', holderName: 'ヤマダ ハナコ', updatedAt: '2025-05-01T00:00:00.000Z',
};
const worker = {
  id: 'w1', email: 'a@example.jp', name: '山田 花子', charge: 12000, margin: 30, imageUrl: '/workerapi/me/image?v=abc',
  nameKana: 'ヤマダ ハナコ', displayName: 'はなこ', phone: '09012345678', bio: '', profileCompleted: true,
};

describe('spec §7 GET/POST /workerapi/account', () => {
  it('GET returns the account (or null) with the Bearer token', async () => {
    const requests = reply([{ status: 200, body: { account: null } }]);
    await expect(getAccount()).resolves.toEqual({ account: null });
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/workerapi/account' });
    expect(requests[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('POST sends JSON with an Idempotency-Key and returns the stored account', async () => {
    const requests = reply([{ status: 200, body: { account } }]);
    const body = { bankCode: '0001', bankName: 'みずほ', branchCode: '001', branchName: '東京営業部', accountType: 'ordinary' as const, accountNumber: '1234', holderName: 'やまだ はなこ' };
    await expect(saveAccount(body)).resolves.toEqual({ account });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/workerapi/account' });
    expect(requests[0]?.headers['Content-Type']).toBe('application/json');
    expect(requests[0]?.headers['Idempotency-Key']).toBeTruthy();
    expect(JSON.parse(String(requests[0]?.data))).toEqual(body);
  });

  it("a 400 keeps the server's Japanese field messages", async () => {
    reply([{ status: 400, body: { error: { code: 'VALIDATION_ERROR', message: '入力内容に誤りがあります。', fields: { holderName: ['口座名義に使えない文字が含まれています: 「花」'] } } } }]);
    await expect(saveAccount({ bankCode: '0001', bankName: 'x', branchCode: '001', branchName: 'y', accountType: 'ordinary', accountNumber: '1', holderName: '花' }))
      .rejects.toMatchObject({ status: 400, fields: { holderName: ['口座名義に使えない文字が含まれています: 「花」'] } });
  });
});

describe('notices', () => {
  const notice = { id: '6f1e5d1c-8a7b-4c3d-9e2f-1a2b3c4d5e6f', title: 't', body: 'b', publishedAt: '2025-05-01T00:00:00.000Z', read: false };

  it('lists, opens and marks a notice read', async () => {
    const requests = reply([
      { status: 200, body: { notices: [notice], unreadCount: 1 } },
      { status: 200, body: { notice } },
      { status: 200, body: { notice: { ...notice, read: true } } },
    ]);
    await expect(getNotices()).resolves.toEqual({ notices: [notice], unreadCount: 1 });
    await expect(getNotice(notice.id)).resolves.toEqual({ notice });
    await expect(markNoticeRead(notice.id)).resolves.toEqual({ notice: { ...notice, read: true } });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /workerapi/notices',
      `GET /workerapi/notices/${notice.id}`,
      `POST /workerapi/notices/${notice.id}/read`,
    ]);
  });
});

describe('bank search', () => {
  it('sends the query as a parameter and parses the results', async () => {
    const requests = reply([
      { status: 200, body: { banks: [{ code: '0001', name: 'みずほ', kana: 'ミズホ' }] } },
      { status: 200, body: { bank: { code: '0001', name: 'みずほ', kana: 'ミズホ' }, branches: [{ code: '001', name: '東京営業部', kana: 'トウキヨウ' }] } },
    ]);
    await expect(searchBanks('みずほ')).resolves.toEqual({ banks: [{ code: '0001', name: 'みずほ', kana: 'ミズホ' }] });
    await searchBranches('0001', 'とうきょう');
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/workerapi/banks', params: { q: 'みずほ' } });
    expect(requests[1]).toMatchObject({ method: 'GET', url: '/workerapi/banks/0001/branches', params: { q: 'とうきょう' } });
  });
});

describe('spec §7 POST /workerapi/update/image — "the image upload, which sends form data"', () => {
  it('sends the photo as form data in the field "image" and returns the worker', async () => {
    const requests = reply([{ status: 200, body: { worker } }]);
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await expect(uploadProfileImage(photo, 'photo.jpg')).resolves.toEqual({ worker });
    const sent = requests[0]?.data;
    expect(sent).toBeInstanceOf(FormData);
    const file = sent instanceof FormData ? sent.get('image') : null;
    expect(file).toBeInstanceOf(Blob);
    expect(requests[0]?.headers['Content-Type']).toMatch(/^multipart\/form-data/);
  });

  it("a 413 keeps the server's message", async () => {
    reply([{ status: 413, body: { error: { code: 'IMAGE_TOO_LARGE', message: '画像のサイズが大きすぎます。5MB以下の画像を選んでください。' } } }]);
    await expect(uploadProfileImage(new Blob(['x']), 'a.jpg')).rejects.toMatchObject({ status: 413, message: '画像のサイズが大きすぎます。5MB以下の画像を選んでください。' });
  });
});

describe("the dashboard's next shift: its own narrow view of GET /workerapi/shifts", () => {
  it('keeps only the fields the card shows, so the rest of the shifts answer can change without my page', async () => {
    const confirmed = { id: 'c1', date: '2025-06-03', startTime: '10:00', endTime: '15:00', place: '新宿店', description: null, extra: 1 };
    const requests = reply([{ status: 200, body: { today: '2025-06-01', periods: [{ unknown: true }], answers: 'changed', confirmed: [confirmed] } }]);
    await expect(getDashboardShifts()).resolves.toEqual({
      today: '2025-06-01',
      confirmed: [{ date: '2025-06-03', startTime: '10:00', endTime: '15:00', place: '新宿店' }],
    });
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/workerapi/shifts' });
  });

  it('rejects an answer without the fields the card needs', async () => {
    reply([{ status: 200, body: { today: '2025-06-01', confirmed: [{ date: '2025-06-03', place: '新宿店' }] } }]);
    await expect(getDashboardShifts()).rejects.toThrow();
  });
});
