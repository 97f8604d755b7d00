import { expect, test } from '@playwright/test';
import { createWorker, signInAs } from '../support/workers';
import { openAccountEdit } from '../support/mypage';

// /mypage/account and /mypage/account/edit: spec §3 account types, §6 access rule, §7 GET/POST /workerapi/account.

test('a direct visit to /mypage/account/edit shows the 403 error screen', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await page.goto('/mypage/account/edit');
  await expect(page.getByTestId('error-screen')).toContainText('アクセスが拒否されました。');
  await expect(page.getByTestId('error-screen').getByRole('link', { name: 'マイページ' })).toHaveAttribute('href', '/mypage');
});

test('after the password is confirmed the edit page opens; a reload of it shows the 403 error screen', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await page.goto('/mypage/account');
  await expect(page.getByTestId('account-empty')).toContainText('振込先の口座が登録されていません');
  // A wrong password keeps the worker on /mypage/account.
  await page.getByRole('button', { name: '口座を登録する' }).click();
  await page.getByLabel('パスワード', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: '確認して進む' }).click();
  await expect(page.getByRole('alert')).toContainText('パスワードが間違っています');
  await expect(page).toHaveURL(/\/mypage\/account$/);

  await openAccountEdit(page, worker);
  await page.reload();
  await expect(page.getByTestId('error-screen')).toContainText('アクセスが拒否されました。');
});

test('register a bank account through bank and branch search; the holder name is saved as the bank sees it', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await openAccountEdit(page, worker);

  await page.getByLabel('金融機関を検索', { exact: true }).fill('みずほ');
  await page.getByRole('button', { name: /^みずほ ミズホ・0001/ }).click();
  await expect(page.getByTestId('bank-picker-selected')).toContainText('みずほ（0001）');
  await page.getByLabel('支店を検索', { exact: true }).fill('とうきょう');
  await page.getByRole('button', { name: /^東京営業部/ }).click();
  await expect(page.getByTestId('branch-picker-selected')).toContainText('東京営業部（001）');
  await page.getByRole('radio', { name: '普通預金' }).check();
  await page.getByLabel('口座番号', { exact: true }).fill('1234');

  const holder = page.getByLabel('口座名義（カナ）');
  await holder.fill('しょうじ 花子');
  await expect(page.getByText('口座名義に使えない文字が含まれています: 「花」「子」。ひらがな・カタカナ・英数字と ( ) . - / , 「 」 で入力してください')).toBeVisible();
  await holder.fill('しょうじ　きょうこ');
  await expect(page.getByTestId('holder-preview')).toHaveText('銀行に登録される表記: シヨウジ キヨウコ');
  await page.getByRole('button', { name: '口座情報を保存する' }).click();

  await expect(page).toHaveURL(/\/mypage\/account$/);
  await expect(page.getByTestId('account-saved')).toHaveText('口座情報を保存しました。');
  const details = page.getByTestId('account-details');
  await expect(details).toContainText('みずほ（0001）');
  await expect(details).toContainText('東京営業部（001）');
  await expect(details).toContainText('普通預金');
  await expect(details).toContainText('0001234');
  await expect(details).toContainText('シヨウジ キヨウコ');

  // Saved in workerapi, normalised.
  const res = await request.get('/workerapi/account', { headers: { Authorization: `Bearer ${worker.idToken}` } });
  expect(((await res.json()) as { account: unknown }).account).toMatchObject({ accountNumber: '0001234', holderName: 'シヨウジ キヨウコ' });

  // Saving cleared the permission: going back to the edit page is refused.
  await page.goto('/mypage/account/edit');
  await expect(page.getByTestId('error-screen')).toContainText('アクセスが拒否されました。');
});

test('the server names a forbidden character too (a client that skips the form)', async ({ request }) => {
  const worker = await createWorker(request);
  const res = await request.post('/workerapi/account', {
    headers: { Authorization: `Bearer ${worker.idToken}` },
    data: { bankCode: '0001', bankName: 'みずほ', branchCode: '001', branchName: '東京営業部', accountType: 'ordinary', accountNumber: '1', holderName: 'ヤマダ＠ハナコ' },
  });
  expect(res.status()).toBe(400);
  const body = (await res.json()) as { error: { fields: Record<string, string[]> } };
  expect(body.error.fields.holderName?.[0]).toContain('「@」');
});

test('ゆうちょ銀行: the passbook 記号・番号 become the branch code and account number', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await openAccountEdit(page, worker);
  await page.getByLabel('金融機関を検索', { exact: true }).fill('ゆうちょ');
  await page.getByRole('button', { name: /^ゆうちょ ユウチヨ・9900/ }).click();
  await page.getByLabel('記号', { exact: true }).fill('14030');
  await page.getByLabel('番号', { exact: true }).fill('12345671');
  await expect(page.getByTestId('yucho-result')).toHaveText('振込用: 四〇八店（店番408）・普通預金・口座番号1234567');
  await page.getByLabel('口座名義（カナ）').fill('ゆうちょ はなこ');
  await page.getByRole('button', { name: '口座情報を保存する' }).click();
  const details = page.getByTestId('account-details');
  await expect(details).toContainText('ゆうちょ（9900）');
  await expect(details).toContainText('四〇八（408）');
  await expect(details).toContainText('1234567');
  await expect(details).toContainText('ユウチヨ ハナコ');
});

test('on a phone, saving the empty form brings its message into view below the header, not under it', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await openAccountEdit(page, worker);
  const save = page.getByRole('button', { name: '口座情報を保存する' });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  const failure = page.getByTestId('account-failure');
  await expect(failure).toHaveText('入力内容を確認してください。');
  await expect(failure).toBeInViewport();
  // What is drawn at the message's top edge is the message, not the sticky header.
  await expect.poll(() => failure.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + 4));
  })).toBe(true);
  await expect(page.getByText('金融機関を検索して選んでください')).toBeVisible();
});

test('on a phone, back from the edit page lands on 口座情報, and with bank details typed asks first (キャンセル keeps them); forward then shows the 403', async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await page.goto('/mypage');
  await openAccountEdit(page, worker);
  const title = page.getByRole('heading', { level: 1 });

  // Nothing typed: back is 口座情報 at once (it was マイページ), forward the page refused once left (spec §6).
  await page.goBack();
  await expect(page).toHaveURL(/\/mypage\/account$/);
  await expect(title).toHaveText('口座情報');
  await page.goForward();
  await expect(page.getByTestId('error-screen')).toContainText('アクセスが拒否されました。');
  await page.goBack();
  await expect(title).toHaveText('口座情報');

  // Typed, then back: the question, on the edit page, with what was typed still there.
  await page.getByRole('button', { name: '口座を登録する' }).click();
  await page.getByLabel('パスワード', { exact: true }).fill(worker.password);
  await page.getByRole('button', { name: '確認して進む' }).click();
  await expect(title).toHaveText('口座情報の登録・変更');
  const number = page.getByLabel('口座番号', { exact: true });
  await number.click();
  await number.pressSequentially('1234567');
  await page.getByLabel('口座名義（カナ）').fill('やまだ はなこ');
  await page.goBack();
  const question = page.getByRole('alertdialog', { name: '入力内容を破棄しますか？' });
  await expect(question).toContainText('入力した口座情報は保存されません。');
  await expect(question).toBeInViewport();
  await expect(page).toHaveURL(/\/mypage\/account\/edit$/);
  await expect(question.getByRole('button', { name: 'キャンセル' })).toBeFocused();
  await question.getByRole('button', { name: 'キャンセル' }).click();
  await expect(question).toHaveCount(0);
  await expect(number).toHaveValue('1234567');

  // Back again asks again; 破棄する goes to 口座情報, nothing saved.
  await page.goBack();
  await question.getByRole('button', { name: '破棄する' }).click();
  await expect(page).toHaveURL(/\/mypage\/account$/);
  await expect(title).toHaveText('口座情報');
  await expect(page.getByTestId('account-empty')).toBeVisible();
  await page.goForward();
  await expect(page.getByTestId('error-screen')).toContainText('アクセスが拒否されました。');
  const res = await request.get('/workerapi/account', { headers: { Authorization: `Bearer ${worker.idToken}` } });
  expect(((await res.json()) as { account: unknown }).account).toBeNull();
});

test("with bank details typed, the header's message badge and ログアウト ask the page's question first (shell and remote share one shared/router)", async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await page.goto('/mypage');
  await openAccountEdit(page, worker);
  const number = page.getByLabel('口座番号', { exact: true });
  await number.fill('7654321');
  const question = page.getByRole('alertdialog', { name: '入力内容を破棄しますか？' });

  // The badge (a customer wrote): the question, on the edit page; キャンセル keeps what was typed.
  await page.getByTestId('unread-badge').click();
  await expect(question).toBeVisible();
  await expect(page).toHaveURL(/\/mypage\/account\/edit$/);
  await question.getByRole('button', { name: 'キャンセル' }).click();
  await expect(question).toHaveCount(0);
  await expect(number).toHaveValue('7654321');

  // ログアウト: the same question first; キャンセル keeps the session.
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await question.getByRole('button', { name: 'キャンセル' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('口座情報の登録・変更');

  // The badge again, 破棄する: my page at its メッセージ card; nothing was saved.
  await page.getByTestId('unread-badge').click();
  await question.getByRole('button', { name: '破棄する' }).click();
  await expect(page).toHaveURL(/\/mypage#messages$/);
  // The card comes up to the top, under the header, once it and the cards below it are in place.
  const card = page.getByTestId('dashboard-messages');
  const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
  await expect.poll(async () => (await card.evaluate((el) => el.getBoundingClientRect().top)) - headerBottom).toBeLessThan(40);
  expect(await card.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
  const res = await request.get('/workerapi/account', { headers: { Authorization: `Bearer ${worker.idToken}` } });
  expect(((await res.json()) as { account: unknown }).account).toBeNull();
});
