import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { createWorker, signInAs } from '../support/workers';
import { messages, operatorReplies } from '../support/chat';
import { createRequest } from '../support/reservations';

test.describe('inquiries to the operator (/mypage/chat/inquiry, /mypage/chat/inquiry/:id)', () => {
  test('an inquiry is created, answered by the operator live, and closed with 解決した', async ({ page, request }) => {
    const worker = await createWorker(request);
    await signInAs(page, worker);
    await page.goto('/mypage/chat/inquiry');
    await expect(page.getByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeVisible();
    await expect(page.getByText('お問い合わせはありません')).toBeVisible();
    await expectAccessible(page);

    await page.getByTestId('inquiry-new').click();
    // zod + Japanese messages; what was typed stays.
    await page.getByLabel('件名').fill('11月分の振込日');
    await page.getByTestId('inquiry-submit').click();
    await expect(page.getByText('カテゴリを選択してください')).toBeVisible();
    await expect(page.getByText('内容を入力してください')).toBeVisible();
    await expect(page.getByLabel('件名')).toHaveValue('11月分の振込日');
    await page.getByLabel('カテゴリ').selectOption({ label: '給与' });
    await page.getByLabel('内容').fill('振込日を教えてください。');
    await expectAccessible(page);
    await page.getByTestId('inquiry-submit').click();

    await expect(page).toHaveURL(/\/mypage\/chat\/inquiry\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop() ?? '';
    await expect(page.getByRole('heading', { level: 1, name: '11月分の振込日' })).toBeVisible();
    await expect(page.getByTestId('inquiry-status')).toHaveText('未対応');
    await expect(messages(page).filter({ hasText: '振込日を教えてください。' })).toBeVisible();

    await operatorReplies(request, id, '12月25日にお振込みします。');
    await expect(messages(page).filter({ hasText: '12月25日にお振込みします。' })).toBeVisible({ timeout: 2_000 });
    await expect(page.getByTestId('inquiry-status')).toHaveText('対応中');
    await expectAccessible(page);

    await page.getByTestId('inquiry-resolve').click();
    await expect(page.getByTestId('inquiry-status')).toHaveText('解決済');
    await expect(page.getByTestId('inquiry-resolve')).toHaveCount(0);
    await expect(page.getByTestId('inquiry-resolved-note')).toHaveText('このお問い合わせは解決済みです。メッセージを送ると「未対応」に戻り、運営事務局が改めて対応します。', { useInnerText: true });

    // A new message reopens it, as the note says.
    await page.getByTestId('message-input').fill('もう一つ質問です');
    await page.getByTestId('message-send').click();
    await expect(page.getByTestId('inquiry-status')).toHaveText('未対応');

    await page.getByRole('link', { name: 'お問い合わせ一覧へ' }).click();
    await expect(page.getByTestId('inquiry-row')).toHaveCount(1);
    await expect(page.getByTestId('inquiry-row')).toContainText('11月分の振込日');
    await expect(page.getByTestId('inquiry-row')).toContainText('給与');
  });

  test('a new inquiry half written survives leaving the page and a reload; a sign-out deletes it', async ({ page, request }) => {
    const worker = await createWorker(request);
    await signInAs(page, worker);
    await page.goto('/mypage/chat/inquiry');
    await page.getByTestId('inquiry-new').click();
    await page.getByLabel('カテゴリ').selectOption({ label: '給与' });
    await page.getByLabel('件名').fill('振込日について');
    await page.getByLabel('内容').fill('予約の日付を確認してから書きます');

    // To another page and back: the form is open again with what was typed, and says so.
    await page.goto('/mypage');
    await expect(page.getByTestId('mypage-greeting')).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('inquiry-draft-restored')).toHaveText('前回の入力内容を復元しました。送信するまで運営事務局には届きません。');
    await expect(page.getByLabel('件名')).toHaveValue('振込日について');
    await expect(page.getByLabel('内容')).toHaveValue('予約の日付を確認してから書きます');
    await page.reload();
    await expect(page.getByLabel('カテゴリ')).toHaveValue('salary');
    await expect(page.getByLabel('内容')).toHaveValue('予約の日付を確認してから書きます');

    // Unsent input: ログアウト asks first, and deletes it.
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('送信していないメッセージ（入力中の文章を含む）');
    await page.getByRole('alertdialog').getByRole('button', { name: '削除してログアウト' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('new-inquiry')))).toEqual([]);
  });

  test('an inquiry about a reservation: picked with its status, and opened again from the inquiry', async ({ page, request }) => {
    const worker = await createWorker(request);
    const booked = await createRequest(request, worker.email, { customerName: '問合 予約', status: 'confirmed' });
    await createRequest(request, worker.email, { customerName: '問合 依頼', startInHours: 96 });
    await signInAs(page, worker);
    await page.goto('/mypage/chat/inquiry');
    await page.getByTestId('inquiry-new').click();
    await page.getByLabel('カテゴリ').selectOption({ index: 1 });
    await page.getByLabel('件名').fill('予約の場所について');
    await page.getByLabel('内容').fill('駐車場はありますか。');
    const picker = page.getByLabel('関連する予約（任意）');
    await expect(picker.locator('option', { hasText: '問合 予約 様（確定）' })).toHaveCount(1);
    // A request still to answer can be asked about too.
    await expect(picker.locator('option', { hasText: '問合 依頼 様（依頼中）' })).toHaveCount(1);
    await picker.selectOption({ label: (await picker.locator('option', { hasText: '問合 予約 様' }).textContent()) ?? '' });
    await page.getByTestId('inquiry-submit').click();
    await expect(page.getByRole('heading', { level: 1, name: '予約の場所について' })).toBeVisible();

    await page.getByTestId('inquiry-reservation-link').click();
    await expect(page).toHaveURL(new RegExp(`/mypage/reservation/${booked.id}$`));
    await expect(page.getByText('問合 予約 様').first()).toBeVisible();
  });

  test('at 320×568 a resolved inquiry about a reservation gives the log most of the screen, 送信 on it', async ({ page, request }) => {
    const worker = await createWorker(request);
    const booked = await createRequest(request, worker.email, { customerName: '小画 面', status: 'confirmed' });
    const auth = { Authorization: `Bearer ${worker.idToken}` };
    const created = await request.post('/workerapi/inquiries', {
      data: { category: 'reservation', subject: '当日の駐車場と建物の入り方、鍵の受け取りについて教えてください', body: '駐車場はありますか。', reservationId: booked.id, clientId: `e2e-${Date.now()}` },
      headers: auth,
    });
    expect(created.status()).toBe(201);
    const { inquiry } = (await created.json()) as { inquiry: { id: string } };
    await operatorReplies(request, inquiry.id, '建物の裏に1台分あります。');
    expect((await request.post(`/workerapi/inquiries/${inquiry.id}/resolve`, { data: {}, headers: { ...auth, 'Idempotency-Key': `e2e-resolve-${inquiry.id}` } })).status()).toBe(200);

    await page.setViewportSize({ width: 320, height: 568 });
    await signInAs(page, worker);
    await page.goto(`/mypage/chat/inquiry/${inquiry.id}`);
    await expect(messages(page)).toHaveCount(2);
    await expect(page.getByTestId('inquiry-status')).toHaveText('解決済');
    // The log was 126 px — one bubble — under a two-line subject, the status, the link and a three-line note.
    expect((await page.getByTestId('message-log').boundingBox())?.height).toBeGreaterThanOrEqual(200);
    await expect(page.getByTestId('message-send')).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(0);
    // The subject in one line (all of it a tap away), the note in one, the link in the status row.
    const title = page.getByRole('heading', { level: 1 });
    expect((await title.boundingBox())?.height).toBeLessThanOrEqual(32);
    await expect(page.getByRole('button', { name: '件名をすべて表示' })).toBeVisible();
    const note = page.getByTestId('inquiry-resolved-note');
    await expect(note).toHaveText('メッセージを送ると「未対応」に戻ります。', { useInnerText: true });
    expect((await note.boundingBox())?.height).toBeLessThanOrEqual(30);
    const [status, link] = [await page.getByTestId('inquiry-status').boundingBox(), await page.getByTestId('inquiry-reservation-link').boundingBox()];
    expect(status && link && Math.abs(status.y + status.height / 2 - (link.y + link.height / 2))).toBeLessThanOrEqual(4);
    await expectAccessible(page);
  });

  test("another worker's inquiry is not found", async ({ page, request }) => {
    const owner = await createWorker(request);
    const created = await request.post('/workerapi/inquiries', {
      data: { category: 'other', subject: '他人の問い合わせ', body: '見えないはず', clientId: `e2e-${Date.now()}` },
      headers: { Authorization: `Bearer ${owner.idToken}` },
    });
    expect(created.status()).toBe(201);
    const { inquiry } = (await created.json()) as { inquiry: { id: string } };
    const other = await createWorker(request);
    await signInAs(page, other);
    await page.goto(`/mypage/chat/inquiry/${inquiry.id}`);
    await expect(page.getByTestId('error-screen')).toContainText('Page Not Found');
    await expect(page.getByText('見えないはず')).toHaveCount(0);
  });
});
