import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createWorker, signInAs } from '../support/workers';
import { imageUrlOf, png, setTerms } from '../support/mypage';

// /mypage/edit: the profile, the photo (POST /workerapi/update/image) and the pay relation of spec §3.

test('edit the profile, reload, and see it on /mypage', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await page.goto('/mypage/edit');
  await page.getByLabel('氏名').fill('佐藤 次郎');
  await page.getByLabel('表示名').fill('じろう');
  await page.getByLabel('自己紹介').fill('平日の夜に働けます。');
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByTestId('profile-status')).toHaveText('プロフィールを保存しました。');
  await page.getByLabel('表示名').fill('じろう2'); // changed again: the saved notice no longer holds
  await expect(page.getByTestId('profile-status')).toHaveCount(0);
  await page.getByLabel('表示名').fill('じろう');

  await page.reload();
  await expect(page.getByLabel('氏名')).toHaveValue('佐藤 次郎');
  await expect(page.getByLabel('自己紹介')).toHaveValue('平日の夜に働けます。');
  await page.goto('/mypage');
  await expect(page.getByTestId('mypage-greeting')).toHaveText('佐藤 次郎さん、こんにちは');
  await expect(page.getByTestId('mypage-display-name')).toHaveText('じろう');
});

test('a long name without spaces (50 letters, the most allowed) stays within a 320 px screen on /mypage', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/mypage/edit');
  const name = 'WolfeschlegelsteinhausenbergerdorffMaximilianeAlex';
  await page.getByLabel('氏名').fill(name);
  await page.getByLabel('表示名').fill('ABCDEFGHIJKLMNOPQRST');
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByTestId('profile-status')).toHaveText('プロフィールを保存しました。');
  // The outcome is where the worker just tapped, not at the top of the long form, out of sight on a phone.
  await expect(page.getByTestId('profile-status')).toBeInViewport();
  await page.goto('/mypage');
  await expect(page.getByTestId('mypage-greeting')).toHaveText(`${name}さん、こんにちは`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('what was typed and not saved survives a reload; ログアウト asks first and deletes it', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/mypage/edit');
  await page.getByLabel('表示名').fill('じろう');
  await page.getByLabel('自己紹介').fill('土日の朝から働けます。');

  await page.reload();
  await expect(page.getByTestId('profile-status')).toHaveText('保存していない入力を表示しています。保存するには「保存する」を押してください。');
  await expect(page.getByLabel('表示名')).toHaveValue('じろう');
  await expect(page.getByLabel('自己紹介')).toHaveValue('土日の朝から働けます。');

  await page.getByRole('button', { name: 'ログアウト' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'ログアウトしますか？' });
  await expect(dialog).toContainText('保存していないプロフィールの入力');
  await dialog.getByRole('button', { name: '削除してログアウト' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInAs(page, worker);
  await page.goto('/mypage/edit');
  await expect(page.getByLabel('表示名')).toHaveValue(worker.name); // what the server has
  await expect(page.getByLabel('自己紹介')).toHaveValue('');
  await expect(page.getByTestId('profile-status')).toHaveCount(0);
});

test('the profile is validated in Japanese and what was typed stays', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await page.goto('/mypage/edit');
  await page.getByLabel('フリガナ').fill('佐藤');
  await page.getByLabel('電話番号').fill('12345');
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('フリガナは全角カタカナで入力してください')).toBeVisible();
  await expect(page.getByText(/電話番号は0から始まる10桁または11桁の数字/)).toBeVisible();
  await expect(page.getByLabel('フリガナ')).toHaveValue('佐藤');
});

test('saved offline: the input stays; when the connection returns the form says so, and 保存する saves it', async ({ page, context, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await page.goto('/mypage/edit');
  await page.getByLabel('自己紹介').fill('電波の弱い現場からでも送れます。');

  await context.setOffline(true);
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByTestId('profile-status')).toHaveText('ネットワークエラーが発生しました。接続を確認してください。');

  await context.setOffline(false);
  await expect(page.getByTestId('profile-online-again')).toHaveText('接続が戻りました。プロフィールはまだ保存されていません。入力内容はそのまま残っているので、「保存する」を押してください。');
  await expect(page.getByTestId('profile-status')).toHaveCount(0);
  await expect(page.getByLabel('自己紹介')).toHaveValue('電波の弱い現場からでも送れます。');

  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByTestId('profile-status')).toHaveText('プロフィールを保存しました。');
  await expect(page.getByTestId('profile-online-again')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('自己紹介')).toHaveValue('電波の弱い現場からでも送れます。');
});

test('upload a photo: previewed, downscaled when large, then shown on /mypage/edit and /mypage', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await page.goto('/mypage/edit');
  await expect(page.getByText('JPEG・PNG・WebP、25MBまで。大きな写真は送信前に自動で縮小されます。')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: 'large.png', mimeType: 'image/png', buffer: png(2000, 1500) });
  await expect(page.getByTestId('photo-preview')).toBeVisible();
  await expect(page.getByTestId('photo-status')).toHaveText('大きな写真のため縮小しました（2000×1500 → 1280×960）。');
  await page.getByRole('button', { name: 'この写真をアップロード' }).click();
  await expect(page.getByTestId('photo-status')).toHaveText('写真を更新しました。');

  const photo = page.getByTestId('worker-photo');
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
  expect(await imageUrlOf(request, worker)).toMatch(/^\/workerapi\/me\/image\?v=/);

  await page.goto('/mypage');
  await expect(page.getByTestId('worker-photo')).toBeVisible();
  await expect.poll(() => page.getByTestId('worker-photo').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
});

test('a 10 MB photo is shrunk under 5 MB before it is sent; a file over 25 MB and a text file renamed .jpg are refused with clear messages, and nothing changes', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await page.goto('/mypage/edit');
  const input = page.locator('input[type=file]');

  // A phone camera photo over 5 MB: shrunk in the browser, and what would be sent is under the server's 5 MB.
  const big = png(1900, 1900, { noise: true });
  expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByTestId('photo-status')).toHaveText('大きな写真のため縮小しました（1900×1900 → 1280×1280）。');
  await expect(page.getByTestId('photo-preview')).toBeVisible();
  await expect(page.getByText(/^送信前のプレビュー（1280×1280、(\d+KB|[1-4](\.\d)?MB)）$/)).toBeVisible();
  await page.getByRole('button', { name: '選び直す' }).click();

  // Over 25 MB: refused before it is decoded. Chosen from a file (a buffer this large is slow to hand over).
  const huge = png(3000, 3000, { noise: true });
  expect(huge.length).toBeGreaterThan(25 * 1024 * 1024);
  const hugePath = test.info().outputPath('huge.png');
  writeFileSync(hugePath, huge);
  await input.setInputFiles(hugePath);
  await expect(page.getByTestId('photo-status')).toHaveText(/^画像のサイズが大きすぎます（2[5-9](\.\d)?MB）。25MB以下の画像を選んでください。$/);
  await expect(page.getByTestId('photo-preview')).toHaveCount(0);

  await input.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('これは画像ではありません。テキストファイルです。') });
  await expect(page.getByTestId('photo-status')).toHaveText('JPEG・PNG・WebP形式の画像を選んでください。');
  await expect(page.getByTestId('photo-preview')).toHaveCount(0);
  await expect(page.getByTestId('worker-photo-empty')).toBeVisible();

  // The server refuses the same files on its own (a client that skips the browser's checks).
  const auth = { Authorization: `Bearer ${worker.idToken}` };
  const tooBig = await request.post('/workerapi/update/image', { headers: auth, multipart: { image: { name: 'big.png', mimeType: 'image/png', buffer: big } } });
  expect(tooBig.status()).toBe(413);
  expect(((await tooBig.json()) as { error: { message: string } }).error.message).toBe('画像のサイズが大きすぎます。5MB以下の画像を選んでください。');
  const text = await request.post('/workerapi/update/image', {
    headers: auth,
    multipart: { image: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('これは画像ではありません。') } },
  });
  expect(text.status()).toBe(415);
  expect(((await text.json()) as { error: { message: string } }).error.message).toBe('JPEG・PNG・WebP形式の画像を選んでください。');
  expect(await imageUrlOf(request, worker)).toBeNull();
});

test('the pay relation of spec §3: take-home per charge and the charge a take-home needs (7000 at 30% → 10000)', async ({ page, request }) => {
  const worker = await createWorker(request);
  await setTerms(request, worker, { charge: 12000, margin: 30 });
  await signInAs(page, worker);
  await page.goto('/mypage/edit');
  await expect(page.getByText(/手数料率は30%です/)).toBeVisible();
  // 12000 × 70 / 100 = 8400
  await expect(page.getByTestId('pay-take-home')).toHaveText('8,400円');
  // 10001 × 0.7 = 7000.7 → rounded down to 7000
  await page.getByLabel('料金（円）').fill('10001');
  await expect(page.getByTestId('pay-take-home')).toHaveText('7,000円');
  // 7000 / 0.7 = 10000
  await page.getByLabel('希望する手取り（円）').fill('7000');
  await expect(page.getByTestId('pay-required-charge')).toHaveText('10,000円');
  // 7001 / 0.7 = 10001.4… → rounded up to 10010
  await page.getByLabel('希望する手取り（円）').fill('7001');
  await expect(page.getByTestId('pay-required-charge')).toHaveText('10,010円');
});
